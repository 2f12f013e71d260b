import type { ChangeOut } from "../../../../contract/history";

/** Changes shown together: one batch (undone as one), or a change made outside any batch. */
export interface ChangeBatch {
  key: string;
  batchId: string | null;
  changes: ChangeOut[];
}

/** Neighbouring changes of one batch as one group, in the feed's order (newest first). */
export function batchesOf(changes: readonly ChangeOut[]): ChangeBatch[] {
  const batches: ChangeBatch[] = [];
  for (const change of changes) {
    const last = batches.at(-1);
    if (change.batchId && last?.batchId === change.batchId) last.changes.push(change);
    else batches.push({ key: change.id, batchId: change.batchId, changes: [change] });
  }
  return batches;
}

/** The entity's name as the changes on this page know it (a create, rename or delete names it). */
export function nameIn(changes: readonly ChangeOut[], entityId: string): string | undefined {
  for (const change of changes) {
    if (change.entityId !== entityId) continue;
    const name = change.changes.find((c) => c.field === "name");
    const value = name?.to ?? name?.from;
    if (typeof value === "string" && value) return value;
  }
  return undefined;
}
