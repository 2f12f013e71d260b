import { plural } from "@lingui/core/macro";
import type { BulkAction } from "./bulk-action";

const joined = (list: { name: string }[]) => list.map((x) => x.name).join(", ");

/** The names an action's sentence shows, each under a name the translators see. */
function words(action: BulkAction) {
  return {
    path: action.kind === "move" ? action.path : "",
    type: action.kind === "type" ? action.type.name : "",
    tags: action.kind === "addTags" || action.kind === "removeTags" ? joined(action.tags) : "",
    fields: action.kind === "fields" ? action.chosen.join(", ") : "",
    entry: action.kind === "maintenance" ? action.entry.name : "",
  };
}

/** The confirmation's sentence: what will change, e.g. "Move 137 items to Garage › Shelf A". */
export function describeAction(action: BulkAction, count: number): string {
  const { path, type, tags, fields, entry } = words(action);
  switch (action.kind) {
    case "move":
      return plural(count, { one: `Move # item to ${path}`, other: `Move # items to ${path}` });
    case "type":
      return plural(count, {
        one: `Set the type of # item to ${type}`,
        other: `Set the type of # items to ${type}`,
      });
    case "addTags":
      return plural(count, {
        one: `Add ${tags} to # item`,
        other: `Add ${tags} to # items`,
      });
    case "removeTags":
      return plural(count, {
        one: `Remove ${tags} from # item`,
        other: `Remove ${tags} from # items`,
      });
    case "fields":
      return plural(count, {
        one: `Set ${fields} on # item`,
        other: `Set ${fields} on # items`,
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
        one: `Log “${entry}” on # item`,
        other: `Log “${entry}” on # items`,
      });
  }
}

/** The result's sentence, once the service has done it. */
export function describeDone(action: BulkAction, count: number): string {
  const { path } = words(action);
  switch (action.kind) {
    case "move":
      return plural(count, { one: `Moved # item to ${path}.`, other: `Moved # items to ${path}.` });
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
