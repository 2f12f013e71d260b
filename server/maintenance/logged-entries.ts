import type { Kysely } from "kysely";
import type { MaintenanceEntry, MaintenanceInput } from "../../contract";
import type { Database } from "../db/schema";
import { recordChanges } from "../history/record";
import { entryOut, newEntryRow, nextEntryOf, type MaintenanceRow } from "./store";

type Q = Kysely<Database>;

/**
 * The history field of a change that logged maintenance entries on an entity (or took them out again): its
 * `from` and `to` are the entries, so an undo knows which to delete and which to write back.
 */
export const MAINTENANCE_FIELD = "maintenance";

/** Rows per INSERT: ten columns each, well under both databases' parameter limits. */
const ROWS_PER_INSERT = 500;

async function insertRows(trx: Q, rows: readonly MaintenanceRow[]) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await trx
      .insertInto("maintenance_entries")
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .execute();
  }
}

const rowOf = (groupId: string, entityId: string, e: MaintenanceEntry): MaintenanceRow => ({
  id: e.id,
  group_id: groupId,
  entity_id: entityId,
  name: e.name,
  description: e.description,
  cost: e.cost,
  scheduled_date: e.scheduledDate,
  completed_date: e.completedDate,
  repeat_every: e.repeatEvery,
  repeat_unit: e.repeatUnit,
  created_at: e.createdAt,
  updated_at: e.updatedAt,
});

/**
 * The same entry on each entity (a bulk action), with the next one of a completed recurring entry, in a few
 * INSERTs; each entity's history names the entries it gained, so that the batch's undo takes them out.
 */
export async function logOnEach(trx: Q, groupId: string, entityIds: readonly string[], body: MaintenanceInput) {
  const now = new Date().toISOString();
  const perEntity = entityIds.map((entityId) => {
    const row = newEntryRow(groupId, entityId, body, now);
    const next = nextEntryOf(row, now);
    return { entityId, rows: next ? [row, next] : [row] };
  });
  await insertRows(
    trx,
    perEntity.flatMap((e) => e.rows),
  );
  await recordChanges(
    trx,
    groupId,
    perEntity.map(({ entityId, rows }) => ({
      entityId,
      before: { [MAINTENANCE_FIELD]: [] },
      after: { [MAINTENANCE_FIELD]: rows.map(entryOut) },
    })),
  );
}

type Logged = { field: string; from: unknown; to: unknown };
const entriesIn = (value: unknown) => (Array.isArray(value) ? (value as MaintenanceEntry[]) : []);

/**
 * Part of a batch's undo: the maintenance entries the batch logged are deleted, those it deleted are written
 * back (the undo of an undo), and the opposite change is recorded in the undo's batch.
 */
export async function revertLogged(trx: Q, groupId: string, batchId: string) {
  const changes = await trx
    .selectFrom("entity_changes")
    .select(["entity_id", "changes"])
    .where("group_id", "=", groupId)
    .where("batch_id", "=", batchId)
    .where("changes", "like", `%"field":"${MAINTENANCE_FIELD}"%`)
    .execute();
  const reverted = changes.flatMap((c) => {
    const logged = (JSON.parse(c.changes) as Logged[]).find((l) => l.field === MAINTENANCE_FIELD);
    return logged ? [{ entityId: c.entity_id, from: entriesIn(logged.from), to: entriesIn(logged.to) }] : [];
  });
  if (reverted.length === 0) return;
  const gone = reverted.flatMap((r) => r.to.filter((e) => !r.from.some((f) => f.id === e.id)).map((e) => e.id));
  for (let i = 0; i < gone.length; i += ROWS_PER_INSERT) {
    await trx
      .deleteFrom("maintenance_entries")
      .where("group_id", "=", groupId)
      .where("id", "in", gone.slice(i, i + ROWS_PER_INSERT))
      .execute();
  }
  const back = reverted.flatMap((r) =>
    r.from.filter((e) => !r.to.some((t) => t.id === e.id)).map((e) => rowOf(groupId, r.entityId, e)),
  );
  await insertRows(trx, back);
  await recordChanges(
    trx,
    groupId,
    reverted.map((r) => ({
      entityId: r.entityId,
      before: { [MAINTENANCE_FIELD]: r.to },
      after: { [MAINTENANCE_FIELD]: r.from },
    })),
  );
}
