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

/** How the page names an entity: a change of it carries its name (now, or at its deletion). */
export interface EntityNaming {
  id: string;
  name: string | null;
  deleted: boolean;
}

/** The entity as the page's changes name it; one the page holds no change of is named by its id only. */
export function namingIn(changes: readonly ChangeOut[], id: string): EntityNaming {
  const change = changes.find((c) => c.entityId === id);
  return { id, name: change?.entityName ?? null, deleted: change?.entityDeleted ?? false };
}
