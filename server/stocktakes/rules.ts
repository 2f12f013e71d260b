/** The pure rules of a stock-take (docs/decisions/029-stocktakes.md): how a scan is classified and counted. */

export type FirstOutcome = "found" | "unexpected" | "unknown";

/** The scanned entity as the rules need it; null when the code matched nothing in the group. */
export interface ScannedEntity {
  id: string;
  resolvedLocationId: string | null;
}

/**
 * Found: expected here when the stock-take began, or recorded in its scope now (put here since, or one of
 * the covered locations itself). Unexpected: known, recorded elsewhere. Unknown: nothing in the group.
 */
export function classifyScan(
  entity: ScannedEntity | null,
  expected: boolean,
  scope: ReadonlySet<string>,
): FirstOutcome {
  if (!entity) return "unknown";
  if (expected || scope.has(entity.id)) return "found";
  return entity.resolvedLocationId !== null && scope.has(entity.resolvedLocationId) ? "found" : "unexpected";
}

/** An entity's count from its scans in order: a typed count sets it, a plain scan adds one. */
export function countOf(scans: ReadonlyArray<{ count: number | null }>): number {
  let count = 0;
  for (const s of scans) count = s.count ?? count + 1;
  return count;
}

export type NowState = "unchanged" | "moved" | "deleted";

/** Where an entity is now against where it was recorded: gone, elsewhere, or as it was. */
export function nowState(
  current: { resolvedLocationId: string | null } | undefined,
  recorded: string | null,
): NowState {
  if (!current) return "deleted";
  return current.resolvedLocationId === recorded ? "unchanged" : "moved";
}
