/** An entity as history compares it: API field names, sets sorted (docs/decisions/023-history.md). */
export type Snapshot = Record<string, unknown>;
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}
export type ChangeAction =
  "create" | "update" | "move" | "archive" | "unarchive" | "delete" | "restore" | "checkout" | "return";

/**
 * Whether two snapshot values are the same: compared as JSON, plain values directly, since a bulk write compares
 * 30 fields of 10,000 entities. Absent and null are the same.
 */
export function sameValue(a: unknown, b: unknown) {
  const x = a ?? null;
  const y = b ?? null;
  if (x === y) return true;
  return typeof x === "object" && typeof y === "object" && JSON.stringify(x) === JSON.stringify(y);
}
/** A value a new entity has when nothing was set: a create leaves such fields out of its change. */
const unset = (v: unknown) =>
  v === null || v === undefined || v === "" || v === false || (Array.isArray(v) && v.length === 0);

/**
 * The fields that differ. A partial snapshot (a PATCH's "before" is only the row it read) compares only the
 * fields both sides have. A create lists the fields it set (an import writes 10,000 creates, mostly of empty
 * fields); a delete lists every field, so that the entity can be restored from it.
 */
export function diffSnapshots(before: Snapshot | undefined, after: Snapshot | undefined): FieldChange[] {
  if (!before) {
    return Object.entries(after ?? {})
      .filter(([, to]) => !unset(to))
      .map(([field, to]) => ({ field, from: null, to }));
  }
  if (!after) return Object.entries(before).map(([field, from]) => ({ field, from, to: null }));
  return Object.keys(before)
    .filter((field) => field in after && !sameValue(before[field], after[field]))
    .map((field) => ({ field, from: before[field], to: after[field] }));
}

/** What a change did, by its most telling part: existence, then archiving, then place. */
export function actionOf(before: Snapshot | undefined, after: Snapshot | undefined, changes: FieldChange[]) {
  if (!before) return "create";
  if (!after) return "delete";
  const lending = changes.find((c) => c.field === "checkout");
  if (lending) return lending.to ? "checkout" : "return";
  const archived = changes.find((c) => c.field === "archived");
  if (archived) return archived.to ? "archive" : "unarchive";
  if (changes.some((c) => c.field === "parentId" || c.field === "locationId")) return "move";
  return "update";
}

/**
 * The fields as they were just before the oldest of `changes` (given newest first): each change's `from`
 * laid over the current state, newest to oldest, so the oldest one's values win.
 */
export function stateBefore(current: Snapshot, changes: readonly FieldChange[][]): Snapshot {
  const state: Snapshot = { ...current };
  for (const list of changes) for (const c of list) state[c.field] = c.from;
  return state;
}
