import { describe, expect, it } from "vitest";
import { nextOccurrence } from "./recurrence";

describe("nextOccurrence", () => {
  it("adds days and weeks across months and years", () => {
    expect(nextOccurrence("2026-12-30", 3, "days")).toBe("2027-01-02");
    expect(nextOccurrence("2028-02-22", 1, "weeks")).toBe("2028-02-29");
    expect(nextOccurrence("2026-01-01", 52, "weeks")).toBe("2026-12-31");
  });

  it("keeps the day of the month, or takes the month's last day", () => {
    expect(nextOccurrence("2026-01-31", 1, "months")).toBe("2026-02-28");
    expect(nextOccurrence("2028-01-31", 1, "months")).toBe("2028-02-29");
    expect(nextOccurrence("2026-11-15", 3, "months")).toBe("2027-02-15");
    expect(nextOccurrence("2028-02-29", 1, "years")).toBe("2029-02-28");
    expect(nextOccurrence("2028-02-29", 4, "years")).toBe("2032-02-29");
    expect(nextOccurrence("2100-01-31", 1, "months")).toBe("2100-02-28");
  });

  it("stops past the last storable day", () => {
    expect(nextOccurrence("9999-12-01", 1, "months")).toBeUndefined();
    expect(nextOccurrence("9999-12-30", 2, "days")).toBeUndefined();
    expect(nextOccurrence("9998-06-01", 1, "years")).toBe("9999-06-01");
  });
});
