import { describe, expect, it } from "vitest";
import { actionOf, diffSnapshots, stateBefore } from "./history-diff";

describe("history diffs", () => {
  it("compares only fields both snapshots have, sets as wholes", () => {
    expect(diffSnapshots({ quantity: 1, tagIds: ["a"] }, { quantity: 1, tagIds: ["a", "b"], name: "x" })).toEqual([
      { field: "tagIds", from: ["a"], to: ["a", "b"] },
    ]);
  });

  it("a create lists the fields it set; a delete lists every field, empty ones too", () => {
    const entity = { name: "Drill", quantity: 0, notes: "", tagIds: [], insured: false, minQuantity: null };
    expect(diffSnapshots(undefined, entity)).toEqual([
      { field: "name", from: null, to: "Drill" },
      { field: "quantity", from: null, to: 0 },
    ]);
    expect(diffSnapshots(entity, undefined)).toHaveLength(6);
  });

  it("names the action by existence, then archiving, then place", () => {
    expect(actionOf(undefined, { name: "x" }, [])).toBe("create");
    expect(actionOf({ name: "x" }, undefined, [])).toBe("delete");
    const both = [
      { field: "archived", from: false, to: true },
      { field: "parentId", from: null, to: "p" },
    ];
    expect(actionOf({}, {}, both)).toBe("archive");
    expect(actionOf({}, {}, both.slice(1))).toBe("move");
    expect(actionOf({}, {}, [{ field: "name", from: "a", to: "b" }])).toBe("update");
  });

  it("the state before a change lays every later change's from over the current, oldest last", () => {
    const newestFirst = [[{ field: "name", from: "B", to: "C" }], [{ field: "name", from: "A", to: "B" }]];
    expect(stateBefore({ name: "C", notes: "n" }, newestFirst)).toEqual({ name: "A", notes: "n" });
  });
});
