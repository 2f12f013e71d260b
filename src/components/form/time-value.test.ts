import { describe, expect, it } from "vitest";
import { switchTimeOfDay, timeInputKind } from "./time-value";

describe("time custom field input", () => {
  it("picks an input that shows the whole value", () => {
    expect(timeInputKind("")).toBe("date");
    expect(timeInputKind("2024-05-01")).toBe("date");
    expect(timeInputKind("2024-05-01T14:32")).toBe("datetime-local");
    expect(timeInputKind("2024-05-01T14:32:10.5")).toBe("datetime-local");
    // A zone would be lost by datetime-local: keep it in a text box, untouched.
    expect(timeInputKind("2024-05-01T14:32:00Z")).toBe("text");
    expect(timeInputKind("soon")).toBe("text");
  });

  it("adds or drops the time of day", () => {
    expect(switchTimeOfDay("2024-05-01", true)).toBe("2024-05-01T00:00");
    expect(switchTimeOfDay("2024-05-01T14:32", false)).toBe("2024-05-01");
    expect(switchTimeOfDay("", true)).toBe("");
  });
});
