import { describe, expect, it } from "vitest";
import { formatSize } from "./format-size";

describe("formatSize", () => {
  it("writes a small backup in kilobytes, not as 0.0 MiB, in each language's notation", () => {
    expect(formatSize(12_600, "en")).toBe("12 kB");
    expect(formatSize(3.4 * 1024 * 1024, "de")).toBe("3,4 MB");
    expect(formatSize(250 * 1024 * 1024, "fr")).toBe("250\u202fMo");
    expect(formatSize(512, "en")).toBe("512 byte");
  });
});
