import { describe, expect, it } from "vitest";
import type { ChangeOut } from "../../../../contract/history";
import { batchesOf, nameIn } from "./activity-batches";

let seq = 0;
const change = (entityId: string, batchId: string | null, changes: ChangeOut["changes"] = []): ChangeOut => ({
  id: `c${++seq}`,
  entityId,
  at: "2026-11-27T10:00:00Z",
  actor: { id: "u", name: "Ann", kind: "user" },
  action: "update",
  batchId,
  changes,
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

describe("nameIn", () => {
  it("finds the newest name the page's changes know, a deleted entity's included", () => {
    const feed = [
      change("a", null, [{ field: "name", from: "Lamp", to: null }]),
      change("a", null, [{ field: "name", from: "Old lamp", to: "Lamp" }]),
      change("b", null, [{ field: "quantity", from: 1, to: 2 }]),
    ];
    expect(nameIn(feed, "a")).toBe("Lamp");
    expect(nameIn(feed, "b")).toBeUndefined();
  });
});
