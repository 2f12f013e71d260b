import { describe, expect, it } from "vitest";
import { planChildrenOfDeleted, planOwnLocationsOfDeleted } from "./deletion";
import type { TopologyNode } from "./topology";

const node = (
  id: string,
  parentId: string | null,
  resolved: string | null,
  isLocation = false,
  own: string | null = null,
): TopologyNode => ({
  id,
  parentId,
  locationId: own,
  isLocation,
  resolvedLocationId: resolved,
});

describe("planChildrenOfDeleted (docs/spec/contract.md, DELETE)", () => {
  const garage = node("garage", "house", "house", true);

  it("children of a deleted location move to its parent", () => {
    const shelf = node("shelf", "garage", "garage", true);
    expect(planChildrenOfDeleted(shelf, garage, [node("jar", "shelf", "shelf")])).toEqual([
      { id: "jar", parentId: "garage", locationId: null },
    ]);
  });

  it("children of an item in a location move to that location", () => {
    const box = node("box", "garage", "garage");
    expect(planChildrenOfDeleted(box, garage, [node("drill", "box", "garage")])).toEqual([
      { id: "drill", parentId: "garage", locationId: null },
    ]);
  });

  it("a child stored elsewhere goes directly into its location when the parent would move it", () => {
    const box = node("box", "garage", "garage");
    expect(planChildrenOfDeleted(box, garage, [node("manual", "box", "office", false, "office")])).toEqual([
      { id: "manual", parentId: "office", locationId: null },
    ]);
  });

  it("under an item parent, a child keeps its location as its own when the parent item is elsewhere", () => {
    const toolbox = node("toolbox", "garage", "garage");
    const bag = node("bag", "toolbox", "attic", false, "attic");
    expect(planChildrenOfDeleted(bag, toolbox, [node("pen", "bag", "attic")])).toEqual([
      { id: "pen", parentId: "toolbox", locationId: "attic" },
    ]);
    expect(planChildrenOfDeleted(bag, toolbox, [node("cap", "bag", "garage", false, "garage")])).toEqual([
      { id: "cap", parentId: "toolbox", locationId: null },
    ]);
  });

  it("children of a top-level item without location become top level", () => {
    expect(planChildrenOfDeleted(node("kit", null, null), null, [node("part", "kit", null)])).toEqual([
      { id: "part", parentId: null, locationId: null },
    ]);
  });
});

describe("planOwnLocationsOfDeleted", () => {
  it("falls back to the deleted location's parent location, or inherits when the parent carries that", () => {
    const shelf = node("shelf", "garage", "garage", true);
    const inBoxElsewhere = node("pen", "box", "shelf", false, "shelf");
    expect(planOwnLocationsOfDeleted(shelf, [{ node: inBoxElsewhere, parent: node("box", "attic", "attic") }])).toEqual(
      [{ id: "pen", parentId: "box", locationId: "garage" }],
    );
    expect(
      planOwnLocationsOfDeleted(shelf, [{ node: inBoxElsewhere, parent: node("box", "garage", "garage") }]),
    ).toEqual([{ id: "pen", parentId: "box", locationId: null }]);
  });
});
