import { describe, expect, it } from "vitest";
import { monthsEnding, rollUpValues } from "./location-values";

describe("rollUpValues", () => {
  it("adds each location's direct value to it and every location above it", () => {
    const totals = rollUpValues([
      { id: "house", parentId: null, direct: 1 },
      { id: "office", parentId: "house", direct: 10 },
      { id: "desk", parentId: "office", direct: 100 },
      { id: "shed", parentId: null, direct: 0 },
    ]);
    expect(Object.fromEntries(totals)).toEqual({ house: 111, office: 110, desk: 100, shed: 0 });
  });

  it("survives a cycle", () => {
    const totals = rollUpValues([
      { id: "a", parentId: "b", direct: 1 },
      { id: "b", parentId: "a", direct: 2 },
    ]);
    expect(Object.fromEntries(totals)).toEqual({ a: 3, b: 3 });
  });
});

describe("monthsEnding", () => {
  it("counts back across a year", () => {
    expect(monthsEnding("2026-02", 4)).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });
});
