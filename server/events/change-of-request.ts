import type { LiveEvent } from "../../contract";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** More ids than this and the event names none: clients then refresh everything of its type. */
export const MAX_IDS = 100;

/** Which kind of record a write path changes; paths of other helpers' features map by their first segment. */
const KINDS: Array<[RegExp, LiveEvent["type"]]> = [
  [/^\/api\/v1\/(entities|items|locations|maintenance)(\/|$)/, "entity"],
  [/^\/api\/v1\/(tags|labels)(\/|$)/, "tag"],
  [/^\/api\/v1\/entity-types(\/|$)/, "entity-type"],
  [/^\/api\/v1\/(groups|group|actions)(\/|$)/, "group"],
];
/** Writes after which an open stream must check that its token and membership still hold. */
const ACCESS = [/^\/api\/v1\/users\//, /^\/api\/v1\/groups\/members\//, /^\/api\/v1\/groups$/];

/** What a successful write changed, from its path and answer (docs/events.md), so routes need not call the hub. */
export function changeOfRequest(
  method: string,
  path: string,
  answer: unknown,
): { type: LiveEvent["type"]; ids: string[] } | undefined {
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

export const changesAccess = (path: string) => ACCESS.some((re) => re.test(path));
