import type { StreamEvent } from "../../contract";
import type { AccessChange } from "./types";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** More ids than this and the event names none: clients then refresh everything of its type. */
export const MAX_IDS = 100;

/** Which kind of record a write path changes; paths of other helpers' features map by their first segment. */
const KINDS: Array<[RegExp, StreamEvent["type"]]> = [
  [/^\/api\/v1\/(entities|items|locations|maintenance|batches)(\/|$)/, "entity"],
  [/^\/api\/v1\/(tags|labels)(\/|$)/, "tag"],
  [/^\/api\/v1\/entity-types(\/|$)/, "entity-type"],
  [/^\/api\/v1\/(groups|group|actions)(\/|$)/, "group"],
  // A finish moves, tags, archives or counts entities; scans and the rest change only the stock-take.
  [/^\/api\/v1\/stocktakes\/[^/]+\/finish$/, "entity"],
  [/^\/api\/v1\/stocktakes(\/|$)/, "stocktake"],
];
/** Writes after which the caller's own streams must check that their token still holds. */
const USER_ACCESS = /^\/api\/v1\/users\//;
/** Writes after which the selected group's streams must check that their membership still holds. */
const GROUP_ACCESS = [/^\/api\/v1\/groups\/members\//, /^\/api\/v1\/groups$/];

/** What a successful write changed, from its path and answer (docs/events.md), so routes need not call the hub. */
export function changeOfRequest(
  method: string,
  path: string,
  answer: unknown,
): { type: StreamEvent["type"]; ids: string[] } | undefined {
  const kind = KINDS.find(([re]) => re.test(path))?.[1];
  if (!kind) return undefined;
  // Joining a group changes the member list of the group joined, which is not the selected one.
  if (method === "POST" && /^\/api\/v1\/groups(\/invitations(\/[^/]+)?)?$/.test(path)) return undefined;
  if (kind === "group") return { type: "group", ids: [] };
  const ids = new Set<string>();
  const segment = path.split("/")[4];
  if (segment && UUID.test(segment)) ids.add(segment.toLowerCase());
  for (const id of idsOf(answer)) ids.add(id);
  return { type: kind, ids: ids.size > MAX_IDS ? [] : [...ids] };
}

function idsOf(answer: unknown): string[] {
  const list = Array.isArray(answer) ? answer : [answer];
  return list
    .map((x) => (x && typeof x === "object" && "id" in x ? (x as { id: unknown }).id : undefined))
    .filter((id): id is string => typeof id === "string" && UUID.test(id));
}

/** Whose open streams a successful write may have cut off: the caller's (their account) or the group's. */
export function accessChangeOf(path: string, caller: { userId: string; groupId: string }): AccessChange | undefined {
  if (USER_ACCESS.test(path)) return { userId: caller.userId };
  if (GROUP_ACCESS.some((re) => re.test(path)) && caller.groupId) return { groupId: caller.groupId };
  return undefined;
}
