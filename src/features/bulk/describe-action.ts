import { plural } from "@lingui/core/macro";
import type { BulkAction } from "./bulk-action";

const names = (list: { name: string }[]) => list.map((x) => x.name).join(", ");

/** The confirmation's sentence: what will change, e.g. "Move 137 items to Garage › Shelf A". */
export function describeAction(action: BulkAction, count: number): string {
  switch (action.kind) {
    case "move":
      return plural(count, { one: `Move # item to ${action.path}`, other: `Move # items to ${action.path}` });
    case "type":
      return plural(count, {
        one: `Set the type of # item to ${action.type.name}`,
        other: `Set the type of # items to ${action.type.name}`,
      });
    case "addTags":
      return plural(count, {
        one: `Add ${names(action.tags)} to # item`,
        other: `Add ${names(action.tags)} to # items`,
      });
    case "removeTags":
      return plural(count, {
        one: `Remove ${names(action.tags)} from # item`,
        other: `Remove ${names(action.tags)} from # items`,
      });
    case "fields":
      return plural(count, {
        one: `Set ${action.chosen.join(", ")} on # item`,
        other: `Set ${action.chosen.join(", ")} on # items`,
      });
    case "archive":
      return plural(count, { one: "Archive # item", other: "Archive # items" });
    case "unarchive":
      return plural(count, { one: "Unarchive # item", other: "Unarchive # items" });
    case "delete":
      return plural(count, {
        one: "Delete # item and what it contains",
        other: "Delete # items and what they contain",
      });
    case "duplicate":
      return plural(count, { one: "Duplicate # item", other: "Duplicate # items" });
    case "maintenance":
      return plural(count, {
        one: `Log “${action.entry.name}” on # item`,
        other: `Log “${action.entry.name}” on # items`,
      });
  }
}

/** The result's sentence, once the service has done it. */
export function describeDone(action: BulkAction, count: number): string {
  switch (action.kind) {
    case "move":
      return plural(count, { one: `Moved # item to ${action.path}.`, other: `Moved # items to ${action.path}.` });
    case "archive":
      return plural(count, { one: "Archived # item.", other: "Archived # items." });
    case "unarchive":
      return plural(count, { one: "Unarchived # item.", other: "Unarchived # items." });
    case "delete":
      return plural(count, { one: "Deleted # item.", other: "Deleted # items." });
    case "duplicate":
      return plural(count, { one: "Duplicated # item.", other: "Duplicated # items." });
    default:
      return plural(count, { one: "Changed # item.", other: "Changed # items." });
  }
}
