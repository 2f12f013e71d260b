import { describe, expect, it } from "vitest";
import { decidePlacement, patchMoves, type PlacementLookups } from "./placement";
import type { TopologyNode } from "./topology";

const loc = (id: string, resolved: string | null = null): TopologyNode => ({
  id,
  parentId: resolved,
  locationId: null,
  isLocation: true,
  resolvedLocationId: resolved,
});
const item = (id: string, resolved: string | null, parentId: string | null = null): TopologyNode => ({
  id,
  parentId,
  locationId: null,
  isLocation: false,
  resolvedLocationId: resolved,
});
const none: PlacementLookups = { parent: null, parentAncestorIds: [], location: null, locationAncestorIds: [] };

describe("decidePlacement (docs/spec/contract.md, parent and location)", () => {
  it("a location parent carries the location alone", () => {
    const r = decidePlacement(
      { selfId: "e", parentId: "garage", locationId: null, currentLocationId: null },
      { ...none, parent: loc("garage") },
    );
    expect(r).toEqual({ ok: { parentId: "garage", locationId: null, resolvedLocationId: "garage" } });
  });

  it("an item parent passes on its resolved location", () => {
    const r = decidePlacement(
      { selfId: "e", parentId: "box", locationId: null, currentLocationId: null },
      { ...none, parent: item("box", "garage") },
    );
    expect(r).toEqual({ ok: { parentId: "box", locationId: null, resolvedLocationId: "garage" } });
  });

  it("an item in an item stored elsewhere keeps its own location", () => {
    const r = decidePlacement(
      { selfId: "e", parentId: "box", locationId: "attic", currentLocationId: null },
      { ...none, parent: item("box", "garage"), location: loc("attic") },
    );
    expect(r).toEqual({ ok: { parentId: "box", locationId: "attic", resolvedLocationId: "attic" } });
  });

  it("rule 3: a locationId equal to the parent item's location is stored as inherited", () => {
    const r = decidePlacement(
      { selfId: "e", parentId: "box", locationId: "garage", currentLocationId: null },
      { ...none, parent: item("box", "garage"), location: loc("garage") },
    );
    expect(r).toEqual({ ok: { parentId: "box", locationId: null, resolvedLocationId: "garage" } });
  });

  it("rule 2: locationId with a location parent or no parent is a 422 saying to use parentId", () => {
    for (const parent of [loc("garage"), null]) {
      const r = decidePlacement(
        { selfId: "e", parentId: parent?.id ?? null, locationId: "attic", currentLocationId: null },
        { ...none, parent, location: loc("attic") },
      );
      expect(r).toEqual({ errors: { locationId: expect.stringMatching(/parentId/) } });
    }
  });

  it("rule 2: locationId must be a location of the group", () => {
    const notLocation = decidePlacement(
      { selfId: "e", parentId: "box", locationId: "drill", currentLocationId: null },
      { ...none, parent: item("box", "garage"), location: item("drill", "garage") },
    );
    expect(notLocation).toEqual({ errors: { locationId: expect.stringMatching(/must be a location/) } });
    const missing = decidePlacement(
      { selfId: "e", parentId: "box", locationId: "nope", currentLocationId: null },
      { ...none, parent: item("box", "garage") },
    );
    expect(missing).toEqual({ errors: { locationId: expect.stringMatching(/not found/) } });
  });

  it("rule 1: the parent must exist and must not be the entity or a descendant", () => {
    expect(decidePlacement({ selfId: "e", parentId: "x", locationId: null, currentLocationId: null }, none)).toEqual({
      errors: { parentId: expect.stringMatching(/not found/) },
    });
    expect(
      decidePlacement(
        { selfId: "e", parentId: "e", locationId: null, currentLocationId: null },
        { ...none, parent: item("e", null) },
      ),
    ).toEqual({
      errors: { parentId: expect.stringMatching(/itself/) },
    });
    expect(
      decidePlacement(
        { selfId: "e", parentId: "child", locationId: null, currentLocationId: null },
        { ...none, parent: item("child", null, "e"), parentAncestorIds: ["e"] },
      ),
    ).toEqual({ errors: { parentId: expect.stringMatching(/descendants/) } });
  });

  it("a location that sits under the entity itself is refused (it would resolve to itself)", () => {
    const r = decidePlacement(
      { selfId: "e", parentId: "box", locationId: "inner", currentLocationId: null },
      { ...none, parent: item("box", "garage"), location: loc("inner"), locationAncestorIds: ["e"] },
    );
    expect(r).toEqual({ errors: { locationId: expect.stringMatching(/descendants/) } });
  });

  it("rule 5: a PATCH without locationId keeps the own location under an item, drops it under a location", () => {
    const keep = decidePlacement(
      { selfId: "e", parentId: "box", locationId: undefined, currentLocationId: "attic" },
      { ...none, parent: item("box", "garage") },
    );
    expect(keep).toEqual({ ok: { parentId: "box", locationId: "attic", resolvedLocationId: "attic" } });
    const drop = decidePlacement(
      { selfId: "e", parentId: "garage", locationId: undefined, currentLocationId: "attic" },
      { ...none, parent: loc("garage") },
    );
    expect(drop).toEqual({ ok: { parentId: "garage", locationId: null, resolvedLocationId: "garage" } });
    const top = decidePlacement(
      { selfId: "e", parentId: null, locationId: undefined, currentLocationId: "attic" },
      none,
    );
    expect(top).toEqual({ ok: { parentId: null, locationId: null, resolvedLocationId: null } });
  });

  it("a new parent must leave the chain at most MAX_ENTITY_DEPTH levels deep, counting the subtree", () => {
    const deep = { ...none, parent: item("p", null), parentAncestorIds: Array.from({ length: 97 }, (_, i) => `a${i}`) };
    const req = { selfId: "e", parentId: "p", locationId: null, currentLocationId: null, currentParentId: null };
    expect(decidePlacement(req, { ...deep, subtreeHeight: 1 })).toHaveProperty("ok");
    expect(decidePlacement(req, { ...deep, subtreeHeight: 2 })).toHaveProperty("errors.parentId");
    // Staying under the same parent is no new nesting (data from before the limit stays editable).
    expect(decidePlacement({ ...req, currentParentId: "p" }, { ...deep, subtreeHeight: 2 })).toHaveProperty("ok");
  });
});

describe("patchMoves", () => {
  it("is true for a PATCH that sends a parent, an own location or a type, even null", () => {
    expect(patchMoves({ parentId: "p" })).toBe(true);
    expect(patchMoves({ locationId: null })).toBe(true);
    expect(patchMoves({ entityTypeId: "t" })).toBe(true);
  });

  it("is false for one that sends none of them", () => {
    expect(patchMoves({})).toBe(false);
  });
});
