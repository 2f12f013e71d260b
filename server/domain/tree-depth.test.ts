import { describe, expect, it } from "vitest";
import { MAX_TAG_DEPTH, nestsTooDeep } from "./tree-depth";

describe("nestsTooDeep", () => {
  it("counts the parent's ancestors, the parent, the node and the node's own subtree", () => {
    // A top-level parent (no ancestors) and a leaf: two levels.
    expect(nestsTooDeep(0, 0, 2)).toBe(false);
    expect(nestsTooDeep(0, 0, 1)).toBe(true);
    // A 4-deep chain (3 ancestors above its deepest tag) takes a leaf as level 5, not a 4-deep subtree.
    expect(nestsTooDeep(3, 0, MAX_TAG_DEPTH)).toBe(false);
    expect(nestsTooDeep(3, 3, MAX_TAG_DEPTH)).toBe(true);
  });

  it("a walk cut off at the limit counts as too deep", () => {
    expect(nestsTooDeep(MAX_TAG_DEPTH, 0, MAX_TAG_DEPTH)).toBe(true);
  });
});
