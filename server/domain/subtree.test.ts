import { describe, expect, it } from "vitest";
import { propagateToSubtree, settleWithinBatch } from "./subtree";
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

describe("settleWithinBatch (an undo puts nested items back under parents it also moves)", () => {
  // Planned from the parents' places now: box goes back to the garage, the rest still read the attic.
  const p = (parentId: string | null, locationId: string | null, resolvedLocationId: string | null) => ({
    parentId,
    locationId,
    resolvedLocationId,
  });
  const locations = new Set(["garage", "attic", "shelf"]);
  const isLocation = (id: string) => locations.has(id);

  it("an inheriting entity takes the location its parent will have, down the chain", () => {
    const planned = new Map([
      ["drill", p("box", null, "attic")],
      ["bit", p("drill", null, "attic")],
      ["box", p("garage", null, "garage")],
    ]);
    const settled = settleWithinBatch(planned, isLocation);
    expect(Object.fromEntries([...settled].map(([id, s]) => [id, s.resolvedLocationId]))).toEqual({
      drill: "garage",
      bit: "garage",
      box: "garage",
    });
  });

  it("keeps own locations, parents outside the batch and locations as parents as planned", () => {
    const planned = new Map([
      ["shelf", p("garage", null, "garage")],
      ["jar", p("shelf", null, "shelf")],
      ["manual", p("box", "office", "office")],
      ["box", p("garage", null, "garage")],
      ["pen", p("bag", null, "attic")],
    ]);
    expect(settleWithinBatch(planned, isLocation)).toEqual(planned);
  });

  it("leaves a cycle within the batch as planned", () => {
    const planned = new Map([
      ["a", p("b", null, "attic")],
      ["b", p("a", null, "attic")],
    ]);
    expect(settleWithinBatch(planned, isLocation)).toEqual(planned);
  });
});
