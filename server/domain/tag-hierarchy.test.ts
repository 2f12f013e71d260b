import { describe, expect, it } from "vitest";
import { decideTagParent, type TagParentLookups } from "./tag-hierarchy";

const top: TagParentLookups = { parentExists: true, parentAncestorIds: [], subtreeHeight: 0 };

describe("decideTagParent", () => {
  it("no parent: a top-level tag", () => {
    expect(decideTagParent("t", null, { ...top, parentExists: false })).toEqual({ ok: null });
  });

  it("a parent of another group (not found) is refused", () => {
    expect(decideTagParent("t", "p", { ...top, parentExists: false })).toEqual({
      errors: { parentId: expect.stringContaining("not found") },
    });
  });

  it("the tag itself or one below it is refused", () => {
    expect(decideTagParent("t", "t", top)).toHaveProperty("errors.parentId");
    expect(decideTagParent("t", "p", { ...top, parentAncestorIds: ["q", "t"] })).toHaveProperty("errors.parentId");
    expect(decideTagParent(null, "p", { ...top, parentAncestorIds: ["q"] })).toEqual({ ok: "p" });
  });

  it("the moved tag's own subtags count toward the depth", () => {
    const underFourDeep = { ...top, parentAncestorIds: ["a", "b", "c"] };
    expect(decideTagParent("t", "p", underFourDeep)).toEqual({ ok: "p" });
    expect(decideTagParent("t", "p", { ...underFourDeep, subtreeHeight: 1 })).toHaveProperty("errors.parentId");
    expect(decideTagParent("t", "p", { ...top, subtreeHeight: 3 })).toEqual({ ok: "p" });
    expect(decideTagParent("t", "p", { ...top, subtreeHeight: 4 })).toHaveProperty("errors.parentId");
  });
});
