import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { EntityUpdate, type FinishInput, type FinishResult } from "../../contract";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { inTreeTransaction } from "../db/transaction";
import { DomainError, invalid } from "../domain/errors";
import type { Snapshot } from "../domain/history-diff";
import { replaceInTransaction } from "../entities/write";
import { currentHistoryContext } from "../history/request-context";
import { loadSnapshots } from "../history/snapshot";
import { requireOpen } from "./closed";
import { stocktakeRow } from "./store";
import { stocktakeView } from "./view";

type Q = Kysely<Database>;
const MISSING_TAG = "missing";

/**
 * POST /v1/stocktakes/{id}/finish: the chosen moves, missing marks and counts as full updates through the
 * entities' own rules, in one transaction and one history batch (undone by `POST /v1/batches/{id}/undo`).
 * Entities someone else deleted or moved meanwhile are left alone and listed as skipped.
 */
export function finishStocktake(db: Db, groupId: string, id: string, options: FinishInput): Promise<FinishResult> {
  return inTreeTransaction(db, groupId, async (trx) => {
    const row = await stocktakeRow(trx, groupId, id, db.dialect === "postgres");
    requireOpen(row);
    const view = await stocktakeView(trx, groupId, row);
    // Those marked "it belongs there" stay where they are recorded.
    const unexpected = options.moveUnexpected ? view.unexpected.filter((e) => !e.keep) : [];
    const missing = options.missing === "none" ? [] : view.missing;
    const found = options.applyCounts ? view.found.filter((f) => f.counted && f.count !== f.quantity) : [];
    const skipped = [...unexpected, ...missing, ...found]
      .filter((e) => e.now !== "unchanged")
      .map((e) => ({ entityId: e.entityId, now: e.now }));
    const moved = unexpected.filter((e) => e.now === "unchanged").map((e) => e.entityId);
    const marked = missing.filter((e) => e.now === "unchanged").map((e) => e.entityId);
    const counted = found.filter((e) => e.now === "unchanged");

    const edits = new Map<string, Array<(s: Snapshot) => Snapshot>>();
    const edit = (entityId: string, change: (s: Snapshot) => Snapshot) =>
      edits.set(entityId, [...(edits.get(entityId) ?? []), change]);
    for (const entityId of moved) edit(entityId, (s) => ({ ...s, parentId: row.location_id, locationId: null }));
    const tagId = options.missing === "tag" && marked.length > 0 ? await missingTagId(trx, groupId) : null;
    for (const entityId of marked) {
      edit(entityId, (s) =>
        tagId ? { ...s, tagIds: [...new Set([...(s.tagIds as string[]), tagId])] } : { ...s, archived: true },
      );
    }
    for (const e of counted) edit(e.entityId, (s) => ({ ...s, quantity: e.count }));

    // Every change of the finish goes into one batch, also when it touches a single entity.
    const context = currentHistoryContext();
    if (context && edits.size > 0) context.batchId ??= randomUUID();
    for (const [entityId, changes] of edits) await rewrite(db, trx, groupId, entityId, changes);
    const batchId = edits.size > 0 ? (context?.batchId ?? null) : null;
    await trx
      .updateTable("stocktakes")
      .set({ status: "finished", closed_at: new Date().toISOString(), batch_id: batchId })
      .where("id", "=", id)
      .execute();
    return { batchId, moved, missing: marked, counted: counted.map((e) => e.entityId), skipped };
  });
}

/** One entity's edits as a full update, so that moves pass the same placement rules (no cycles) as a PUT. */
async function rewrite(db: Db, trx: Q, groupId: string, entityId: string, changes: Array<(s: Snapshot) => Snapshot>) {
  const before = (await loadSnapshots(trx, groupId, [entityId])).get(entityId);
  if (!before) return;
  const body = EntityUpdate.parse({ ...changes.reduce((s, change) => change(s), before), id: entityId });
  try {
    await replaceInTransaction(db, trx, groupId, entityId, body);
  } catch (err) {
    if (!(err instanceof DomainError) || err.failure !== "invalid") throw err;
    const why = Object.values(err.details.fields ?? {}).join("; ");
    throw invalid({ moveUnexpected: `${before.name as string} cannot be changed so: ${why}` });
  }
}

/** The group's "missing" tag, made when it does not exist yet. */
async function missingTagId(trx: Q, groupId: string): Promise<string> {
  const tags = await trx.selectFrom("tags").select(["id", "name"]).where("group_id", "=", groupId).execute();
  const existing = tags.find((t) => t.name.trim().toLowerCase() === MISSING_TAG);
  if (existing) return existing.id;
  const now = new Date().toISOString();
  const id = randomUUID();
  const row = { id, group_id: groupId, parent_id: null, name: MISSING_TAG, created_at: now, updated_at: now };
  await trx
    .insertInto("tags")
    .values({ ...row, description: "", color: "", icon: "" })
    .execute();
  return id;
}
