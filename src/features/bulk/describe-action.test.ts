import { describe, expect, it } from "vitest";
import { BulkRequest } from "../../../contract/bulk";
import { toBulkRequest, type BulkAction } from "./bulk-action";
import { describeAction, describeDone } from "./describe-action";

const move: BulkAction = { kind: "move", target: { id: "b", name: "Shelf A" }, path: "Garage › Shelf A" };

describe("describeAction", () => {
  it("says what will change, with the count and the target's path", () => {
    expect(describeAction(move, 137)).toBe("Move 137 items to Garage › Shelf A");
    expect(describeAction(move, 1)).toBe("Move 1 item to Garage › Shelf A");
    expect(describeAction({ kind: "addTags", tags: [{ id: "t", name: "Tools" }] }, 2)).toBe("Add Tools to 2 items");
    expect(describeAction({ kind: "fields", patch: {}, chosen: ["Notes", "Voltage"] }, 3)).toBe(
      "Set Notes, Voltage on 3 items",
    );
  });

  it("words the result", () => {
    expect(describeDone({ kind: "delete" }, 4)).toBe("Deleted 4 items.");
  });
});

describe("toBulkRequest", () => {
  const ids = ["00000000-0000-4000-8000-000000000001"];
  it("builds requests the contract accepts", () => {
    const target = { id: "00000000-0000-4000-8000-000000000002", name: "Box" };
    const requests = [
      toBulkRequest({ ...move, target }, ids),
      toBulkRequest({ kind: "removeTags", tags: [target] }, ids),
      toBulkRequest({ kind: "archive" }, ids),
      toBulkRequest({ kind: "maintenance", entry: { name: "Oiled", completedDate: "2026-11-27" } }, ids),
    ];
    for (const request of requests) expect(BulkRequest.safeParse(request).error).toBeUndefined();
    expect(requests[0]).toEqual({ ids, action: "update", patch: { parentId: target.id } });
    expect(requests[2]).toEqual({ ids, action: "archive" });
  });
});
