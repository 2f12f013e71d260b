import type { BulkPatch, BulkRequestInput } from "../../../contract/bulk";
import type { MaintenanceInputValues } from "../../../contract/maintenance";
import type { z } from "zod";

interface Named {
  id: string;
  name: string;
}

/** One action the user chose for the selection, with what the confirmation needs to say it in words. */
export type BulkAction =
  | { kind: "move"; target: Named; path: string }
  | { kind: "type"; type: Named }
  | { kind: "addTags" | "removeTags"; tags: Named[] }
  /** `chosen`: the names of the fields the user chose, for the confirmation. */
  | { kind: "fields"; patch: z.input<typeof BulkPatch>; chosen: string[] }
  | { kind: "archive" | "unarchive" | "delete" | "duplicate" }
  | { kind: "maintenance"; entry: MaintenanceInputValues };

export type BulkActionKind = BulkAction["kind"];

/** The request body of an action over these ids. */
export function toBulkRequest(action: BulkAction, ids: string[]): BulkRequestInput {
  switch (action.kind) {
    case "move":
      return { ids, action: "update", patch: { parentId: action.target.id } };
    case "type":
      return { ids, action: "update", patch: { entityTypeId: action.type.id } };
    case "addTags":
      return { ids, action: "update", patch: { addTagIds: action.tags.map((tag) => tag.id) } };
    case "removeTags":
      return { ids, action: "update", patch: { removeTagIds: action.tags.map((tag) => tag.id) } };
    case "fields":
      return { ids, action: "update", patch: action.patch };
    case "maintenance":
      return { ids, action: "maintenance", maintenance: action.entry };
    default:
      return { ids, action: action.kind };
  }
}
