import { describe, expect, it } from "vitest";
import { changedColumns } from "./changed-columns";

describe("changedColumns", () => {
  const row = { quantity: 3, parent_id: "p", location_id: null, archived: 0, name: "Drill", version: 7 };

  it("keeps only the columns whose value changes", () => {
    expect(changedColumns(row, { quantity: 4, parent_id: "p", location_id: null, version: 8 })).toEqual({
      quantity: 4,
      version: 8,
    });
  });

  it("writes a value that is equal but not identical, and a column the row does not have", () => {
    expect(changedColumns(row, { archived: false, name: "Drill", updated_at: "2026-11-24T06:00:00.000Z" })).toEqual({
      archived: false,
      updated_at: "2026-11-24T06:00:00.000Z",
    });
  });

  it("sets null over a value and a value over null", () => {
    expect(changedColumns(row, { parent_id: null, location_id: "l" })).toEqual({ parent_id: null, location_id: "l" });
  });
});
