import { describe, expect, it } from "vitest";
import { fakeId, makeEntity, makeTag, makeType } from "../../../testing/entity-fixture";
import { applyPatch, undoPatchFor } from "./apply-patch";

describe("optimistic entity and its undo", () => {
  it("applies quantity, tags (with names from the cache) and type", () => {
    const tag = makeTag({ name: "Fragile" });
    const type = makeType({ name: "Tool" });
    const entity = makeEntity({ quantity: 2 });
    const next = applyPatch(
      entity,
      { quantity: null, tagIds: [tag.id], entityTypeId: type.id },
      { tags: [tag], types: [type] },
    );
    expect(next).toMatchObject({ quantity: 1, tagIds: [tag.id], tags: [tag], entityTypeId: type.id, entityType: type });
    expect(entity.quantity).toBe(2); // the cached object is not mutated
  });

  it("undoes a move including the own location, which a location parent would drop", () => {
    const parentItem = fakeId();
    const ownLocation = fakeId();
    const entity = makeEntity({ parentId: parentItem, locationId: ownLocation });
    expect(undoPatchFor(entity, { parentId: fakeId() })).toEqual({ parentId: parentItem, locationId: ownLocation });
  });

  it("undoes a move from the top level without sending a location", () => {
    const entity = makeEntity({ parentId: null, locationId: null });
    expect(undoPatchFor(entity, { parentId: fakeId(), locationId: null })).toEqual({ parentId: null });
  });

  it("undoes only what the change touched", () => {
    const entity = makeEntity({ quantity: 4, tagIds: [] });
    expect(undoPatchFor(entity, { quantity: 5 })).toEqual({ quantity: 4 });
  });
});
