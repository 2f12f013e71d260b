import { describe, expect, it } from "vitest";
import { testSendLimiter } from "./test-send-limit";

describe("testSendLimiter", () => {
  it("lets `limit` sends a minute through per key, then says how long to wait", () => {
    const start = 1_000_000;
    let now = start;
    const admit = testSendLimiter(3, () => now);
    for (const at of [0, 10_000, 20_000]) {
      now = start + at;
      expect(admit("a")).toBe(0);
    }
    expect(admit("b")).toBe(0);
    now = start + 30_000;
    expect(admit("a")).toBe(30);
    // Refused sends are not counted: the window moves on with the first send only.
    now = start + 59_500;
    expect(admit("a")).toBe(1);
    now = start + 60_100;
    expect(admit("a")).toBe(0);
    expect(admit("a")).toBe(10);
  });
});
