import { setImmediate as nextTurn } from "node:timers/promises";
import type { Kysely } from "kysely";
import { DuplicateOptions, type BulkRequest, type BulkResult } from "../../contract";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { inTreeTransaction } from "../db/transaction";
import { removeEntity } from "../entities/delete";
import { duplicateInTransaction } from "../entities/duplicate";
import { recordChanges } from "../history/record";
import { requestBatchId } from "../history/request-context";
import { loadSnapshots, snapshotsOfRows } from "../history/snapshot";
import { logOnEach } from "../maintenance/logged-entries";
import { missingIds, refusal, staleIds } from "./rules";
import { lockedRows, targetIds, type TargetRow } from "./targets";
import { turnTaker } from "../db/turns";
import { inSlices, writeUpdate } from "./update";
import { planUpdate } from "./update-plan";

type Q = Kysely<Database>;

/**
 * `POST /v1/entities/bulk`: one transaction for the whole batch, so that any entity's refusal writes nothing.
 * Every write path records its changes under the request's batch id, which the answer names for the undo.
 * Returns the storage keys of deleted attachments, to be removed once the transaction has committed.
 */
export async function runBulk(db: Db, groupId: string, body: BulkRequest) {
  const batchId = requestBatchId();
  return inTreeTransaction(db, groupId, async (trx) => {
    const turn = turnTaker();
    const ids = await targetIds(trx, groupId, body);
    const rows = await lockedRows(db, trx, groupId, ids);
    await turn();
    const refused = refusal(missingIds(ids, new Set(rows.map((r) => r.id)))) ?? refusal(staleIds(rows, body.ifMatch));
    if (refused) throw refused;
    const { count, keys } = await act(db, trx, groupId, rows, body);
    const result: BulkResult = { batchId, count };
    return { result, keys };
  });
}

type Done = { count: number; keys: string[] };

async function act(db: Db, trx: Q, groupId: string, rows: TargetRow[], body: BulkRequest): Promise<Done> {
  const ids = rows.map((r) => r.id);
  switch (body.action) {
    case "update": {
      const plan = await planUpdate(trx, groupId, rows, body.patch ?? {});
      await recorded(trx, groupId, rows, () => writeUpdate(trx, groupId, rows, plan));
      return { count: rows.length, keys: [] };
    }
    case "archive":
    case "unarchive": {
      const archived = body.action === "archive" ? 1 : 0;
      const changing = rows.filter((r) => r.archived !== archived);
      await recorded(trx, groupId, changing, () => setArchived(trx, changing, archived));
      return { count: rows.length, keys: [] };
    }
    case "delete": {
      const keys: string[] = [];
      // One at a time under the single delete's rules: children of a deleted entity move up to its parent.
      for (const id of ids) keys.push(...(await removeEntity(trx, groupId, id)));
      return { count: rows.length, keys };
    }
    case "duplicate": {
      const options = body.duplicate ?? DuplicateOptions.parse({});
      for (const id of ids) await duplicateInTransaction(db, trx, groupId, id, options);
      return { count: rows.length, keys: [] };
    }
    case "maintenance": {
      if (body.maintenance) await logOnEach(trx, groupId, ids, body.maintenance);
      return { count: rows.length, keys: [] };
    }
  }
}

/**
 * Runs a set-based write and records one change per entity it changed, from snapshots before (of the rows the
 * batch read and checked) and after.
 */
async function recorded(trx: Q, groupId: string, rows: readonly TargetRow[], write: () => Promise<void>) {
  // The batch is read and checked: other requests get a turn before the writing starts.
  await nextTurn();
  const ids = rows.map((r) => r.id);
  const before = await snapshotsOfRows(trx, rows);
  await write();
  const after = await loadSnapshots(trx, groupId, ids);
  await recordChanges(
    trx,
    groupId,
    ids.map((entityId) => ({ entityId, before: before.get(entityId), after: after.get(entityId) })),
  );
}

const setArchived = (trx: Q, rows: readonly TargetRow[], archived: number) =>
  inSlices(
    rows.map((r) => r.id),
    (slice) =>
      trx
        .updateTable("entities")
        .set((eb) => ({ archived, version: eb("version", "+", 1), updated_at: new Date().toISOString() }))
        .where("id", "in", slice)
        .execute(),
  );
