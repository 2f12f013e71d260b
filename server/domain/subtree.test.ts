import { describe, expect, it } from "vitest";
import { propagateToSubtree } from "./subtree";
import type { TopologyNode } from "./topology";

const n = (
  id: string,
  parentId: string,
  resolved: string | null,
  own: string | null = null,
  isLocation = false,
): TopologyNode => ({
  id,
  parentId,
  locationId: own,
  isLocation,
  resolvedLocationId: resolved,
});

describe("propagateToSubtree (moving an item moves the descendants that inherit its location)", () => {
  // box (moved from garage to attic) > drill (inherits) > bit (inherits); box > manual (own: office)
  const descendants = [
    n("drill", "box", "garage"),
    n("bit", "drill", "garage"),
    n("manual", "box", "office", "office"),
  ];
  const box = { id: "box", isLocation: false, resolvedLocationId: "attic" };

  it("moves every descendant that inherits; keeps own locations", () => {
    expect(propagateToSubtree(box, descendants, false)).toEqual([
      { id: "drill", resolvedLocationId: "attic", clearOwnLocation: false },
      { id: "bit", resolvedLocationId: "attic", clearOwnLocation: false },
    ]);
  });

  it("with sync, clears own locations so the whole subtree follows", () => {
    const changes = propagateToSubtree(box, descendants, true);
    expect(changes).toContainEqual({ id: "manual", resolvedLocationId: "attic", clearOwnLocation: true });
    expect(changes).toHaveLength(3);
  });

  it("a location in the subtree carries its own children", () => {
    const shelf = n("shelf", "box", "garage", null, true);
    const jar = n("jar", "shelf", "shelf");
    expect(propagateToSubtree(box, [shelf, jar], false)).toEqual([
      { id: "shelf", resolvedLocationId: "attic", clearOwnLocation: false },
    ]);
  });

  it("returns nothing when nothing changes", () => {
    expect(propagateToSubtree({ ...box, resolvedLocationId: "garage" }, descendants, false)).toEqual([]);
  });

  it("ends on a cyclic table, listing each node once", () => {
    // box > a > b > box: the walk from box sees box again as a descendant.
    const cyclic = [n("a", "box", null), n("b", "a", null), n("box", "b", null)];
    const changes = propagateToSubtree({ id: "box", isLocation: false, resolvedLocationId: "attic" }, cyclic, false);
    expect(changes.map((c) => c.id)).toEqual(["a", "b"]);
  });
});
