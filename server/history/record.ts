import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { turnTaker } from "../db/turns";
import type { Database } from "../db/schema";
import { actionOf, diffSnapshots, type FieldChange, type Snapshot } from "../domain/history-diff";
import { batchIdFor, currentHistoryContext } from "./request-context";
import { loadSnapshots } from "./snapshot";
import { noteLowStock } from "../low-stock/alerts";

type Q = Kysely<Database>;

const ROWS_PER_INSERT = 250;

export interface EntityChange {
  entityId: string;
  /** Absent: the entity was created. */
  before?: Snapshot;
  /** Absent: the entity was deleted. */
  after?: Snapshot;
}

/**
 * Inserts one history row per entity that changed, in the caller's transaction; unchanged entities write none.
 * Every entity write passes here, so it is also where low stock is noted (server/low-stock/alerts.ts).
 */
export async function recordChanges(trx: Q, groupId: string, entries: readonly EntityChange[]) {
  const context = currentHistoryContext();
  const turn = turnTaker();
  const rows: Array<EntityChange & { changes: FieldChange[] }> = [];
  for (const e of entries) {
    const changes = diffSnapshots(e.before, e.after);
    if (changes.length > 0) rows.push({ ...e, changes });
    await turn();
  }
  if (rows.length === 0) return;
  if ((await noteLowStock(trx, groupId, rows)) > 0 && context) context.lowStock.crossed = true;
  const who = context?.c.get("auth");
  // Writes outside a request (start-up, jobs without a caller) have nobody to name.
  if (!context || !who) return;
  const at = new Date().toISOString();
  const batchId = batchIdFor(context, rows.length);
  const actor = who.apiKey
    ? { actor_id: who.apiKey.id, actor_kind: "apiKey" as const, actor_name: who.apiKey.name }
    : { actor_id: who.userId, actor_kind: "user" as const, actor_name: who.userName };
  const valuesOf = (e: (typeof rows)[number]) => ({
    id: randomUUID(),
    group_id: groupId,
    entity_id: e.entityId,
    at,
    ...actor,
    action: context.action ?? actionOf(e.before, e.after, e.changes),
    batch_id: batchId,
    changes: JSON.stringify(e.changes),
  });
  // Both databases cap the values of one statement: a bulk write of 10,000 entities inserts in slices.
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await trx
      .insertInto("entity_changes")
      .values(rows.slice(i, i + ROWS_PER_INSERT).map(valuesOf))
      .execute();
    await turn();
  }
}

/**
 * Runs a write of the given entities and records what it changed in each: snapshots before and after, in
 * the same transaction. `created` names entities the write makes, known only once it has run.
 */
export async function tracked<T>(
  trx: Q,
  groupId: string,
  ids: readonly string[],
  write: () => Promise<T>,
  created: (result: T) => readonly string[] = () => [],
): Promise<T> {
  const before = await loadSnapshots(trx, groupId, ids);
  const result = await write();
  const all = [...new Set([...ids, ...created(result)])];
  const after = await loadSnapshots(trx, groupId, all);
  await recordChanges(
    trx,
    groupId,
    all.map((entityId) => ({ entityId, before: before.get(entityId), after: after.get(entityId) })),
  );
  return result;
}

/**
 * `tracked` for a write that creates entities whose snapshots it knows without reading them back (an import
 * builds them from the rows it inserts, into `made`): only the `existing` entities are read, before and after.
 */
export async function trackedWithNew(
  trx: Q,
  groupId: string,
  existing: readonly string[],
  write: (made: Map<string, Snapshot>) => Promise<unknown>,
) {
  const before = await loadSnapshots(trx, groupId, existing);
  const made = new Map<string, Snapshot>();
  await write(made);
  const after = await loadSnapshots(trx, groupId, existing);
  const changes: EntityChange[] = existing.map((entityId) => ({
    entityId,
    before: before.get(entityId),
    after: after.get(entityId),
  }));
  for (const [entityId, snapshot] of made) changes.push({ entityId, after: snapshot });
  await recordChanges(trx, groupId, changes);
}
