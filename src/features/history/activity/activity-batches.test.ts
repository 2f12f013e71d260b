import { describe, expect, it } from "vitest";
import type { ChangeOut } from "../../../../contract/history";
import { batchesOf, namingIn } from "./activity-batches";

let seq = 0;
const change = (entityId: string, batchId: string | null, entityName: string | null = null): ChangeOut => ({
  id: `c${++seq}`,
  entityId,
  at: "2026-11-27T10:00:00Z",
  actor: { id: "u", name: "Ann", kind: "user" },
  action: "update",
  batchId,
  changes: [],
  entityName,
  entityDeleted: entityName === "Lamp",
});

describe("batchesOf", () => {
  it("groups neighbouring changes of one batch and keeps changes without a batch apart", () => {
    const feed = [change("a", "b1"), change("b", "b1"), change("a", null), change("a", null), change("c", "b2")];
    expect(batchesOf(feed).map((b) => [b.batchId, b.changes.length])).toEqual([
      ["b1", 2],
      [null, 1],
      [null, 1],
      ["b2", 1],
    ]);
  });
});

describe("namingIn", () => {
  it("takes the name and deletion the feed answered with the entity's change; an entity not on the page has no name", () => {
    const feed = [change("a", null, "Lamp"), change("b", null, "Vase")];
    expect(namingIn(feed, "a")).toEqual({ id: "a", name: "Lamp", deleted: true });
    expect(namingIn(feed, "b")).toEqual({ id: "b", name: "Vase", deleted: false });
    expect(namingIn(feed, "c")).toEqual({ id: "c", name: null, deleted: false });
  });
});
