import type { Kysely } from "kysely";
import { EntityUpdate, type RestorableField } from "../../contract";
import type { Db } from "../db/database";
import { attachmentsNotKept } from "../attachments/kept";
import type { Database } from "../db/schema";
import { inTreeTransaction } from "../db/transaction";
import { conflict, invalid, notFound } from "../domain/errors";
import { stateBefore, type FieldChange, type Snapshot } from "../domain/history-diff";
import { removeEntity } from "../entities/delete";
import { insertEntity, replaceInTransaction } from "../entities/write";
import { runAs } from "./request-context";
import { loadSnapshots } from "./snapshot";

type Q = Kysely<Database>;

/** The entity's changes from `seq` on, newest first, as field lists. */
async function changesSince(trx: Q, groupId: string, entityId: string, seq: number) {
  const rows = await trx
    .selectFrom("entity_changes")
    .select(["changes", "actor_id", "action", "seq"])
    .where("group_id", "=", groupId)
    .where("entity_id", "=", entityId)
    .where("seq", ">=", seq)
    .orderBy("seq", "desc")
    .execute();
  return rows.map((r) => ({ ...r, changes: JSON.parse(r.changes) as FieldChange[] }));
}

/**
 * Writes `state` back under every rule of a full update or create, so a parent that would now make a cycle,
 * or a tag or location since deleted, answers 422 naming the field. No `state`: the entity did not exist.
 */
export async function writeBack(
  db: Db,
  trx: Q,
  groupId: string,
  target: { id: string; exists: boolean; state: Snapshot | undefined; ifMatch?: string },
) {
  const { id, exists, state } = target;
  if (!state) return { keys: exists ? await removeEntity(trx, groupId, id) : [] };
  const parsed = EntityUpdate.safeParse({ ...state, id });
  if (!parsed.success) throw invalid({ id: "this change cannot be restored: its values no longer pass the rules" });
  const out = exists
    ? await replaceInTransaction(db, trx, groupId, id, parsed.data, target.ifMatch)
    : await insertEntity(trx, groupId, parsed.data, id);
  return { out, keys: [] };
}

/** What the entity was just before the change at `seq`: every later change's `from`, newest to oldest. */
export async function stateBeforeChange(trx: Q, groupId: string, entityId: string, seq: number) {
  const current = (await loadSnapshots(trx, groupId, [entityId])).get(entityId);
  const since = await changesSince(trx, groupId, entityId, seq);
  // Before its create the entity did not exist.
  const created = since.at(-1)?.action === "create";
  const state = created
    ? undefined
    : stateBefore(
        current ?? {},
        since.map((s) => s.changes),
      );
  return { current, since, state };
}

/** Only `fields` of `before` laid over `current`; every field of `before` when none are named. */
function restoredState(
  current: Snapshot | undefined,
  before: Snapshot,
  fields: readonly RestorableField[] | undefined,
) {
  if (!fields) return before;
  // A deleted entity has nothing to lay one field on: it comes back whole or not at all.
  if (!current) throw conflict("The entity is deleted; restore it whole instead of single fields.");
  return { ...current, ...Object.fromEntries(fields.map((field) => [field, before[field]])) };
}

/**
 * POST /v1/entities/{id}/history/{changeId}/restore: one new change, action `restore`; with `fields`, only
 * those fields go back.
 */
export function restoreChange(
  db: Db,
  groupId: string,
  entityId: string,
  changeId: string,
  options: { ifMatch?: string; fields?: readonly RestorableField[] },
) {
  return inTreeTransaction(db, groupId, async (trx) => {
    const change = await trx
      .selectFrom("entity_changes")
      .select("seq")
      .where("group_id", "=", groupId)
      .where("entity_id", "=", entityId)
      .where("id", "=", changeId)
      .executeTakeFirst();
    if (!change) throw notFound("change");
    const { current, state } = await stateBeforeChange(trx, groupId, entityId, change.seq);
    if (!state) throw conflict("Before this change the entity did not exist; delete it instead.");
    const restored = restoredState(current, state, options.fields);
    const target = { id: entityId, exists: current !== undefined, state: restored, ifMatch: options.ifMatch };
    const { out } = await runAs("restore", undefined, () => writeBack(db, trx, groupId, target));
    if (!out) throw notFound();
    return { ...out, attachmentsNotKept: attachmentsNotKept(state, out.entity) };
  });
}
