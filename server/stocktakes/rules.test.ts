import { describe, expect, it } from "vitest";
import { classifyScan, countOf, nowState } from "./rules";

describe("stock-take rules", () => {
  const scope = new Set(["shelf", "box"]);

  it("classifies a scan as found, unexpected or unknown", () => {
    expect(classifyScan(null, false, scope)).toBe("unknown");
    expect(classifyScan({ id: "a", resolvedLocationId: "garage" }, true, scope)).toBe("found");
    expect(classifyScan({ id: "a", resolvedLocationId: "box" }, false, scope)).toBe("found");
    expect(classifyScan({ id: "box", resolvedLocationId: "shelf" }, false, scope)).toBe("found");
    expect(classifyScan({ id: "a", resolvedLocationId: "garage" }, false, scope)).toBe("unexpected");
    expect(classifyScan({ id: "a", resolvedLocationId: null }, false, scope)).toBe("unexpected");
  });

  it("counts plain scans up and lets a typed count set the number", () => {
    expect(countOf([])).toBe(0);
    expect(countOf([{ count: null }, { count: null }])).toBe(2);
    expect(countOf([{ count: null }, { count: 10 }, { count: null }])).toBe(11);
    expect(countOf([{ count: 5 }, { count: 0 }])).toBe(0);
  });

  it("tells a deleted or moved entity from one left where it was recorded", () => {
    expect(nowState(undefined, "shelf")).toBe("deleted");
    expect(nowState({ resolvedLocationId: "garage" }, "shelf")).toBe("moved");
    expect(nowState({ resolvedLocationId: "shelf" }, "shelf")).toBe("unchanged");
  });
});
