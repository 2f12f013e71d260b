import type { Db } from "../db/database";
import { inTransaction } from "../db/transaction";
import { notFound } from "../domain/errors";
import { requireOpen } from "./closed";
import { stocktakeRow } from "./store";

/**
 * POST /v1/stocktakes/{id}/unexpected/{entityId}: "it belongs there" (keep) or taken back. Only an entity this
 * stock-take classed as unexpected can be kept; the finish then leaves it where it is recorded.
 */
export function markKept(db: Db, groupId: string, stocktakeId: string, entityId: string, keep: boolean) {
  return inTransaction(db, async (trx) => {
    const row = await stocktakeRow(trx, groupId, stocktakeId, db.dialect === "postgres");
    requireOpen(row);
    const scanned = await trx
      .selectFrom("stocktake_scans")
      .select("entity_id")
      .where("stocktake_id", "=", stocktakeId)
      .where("entity_id", "=", entityId)
      .where("outcome", "=", "unexpected")
      .executeTakeFirst();
    if (!scanned) throw notFound("unexpected entity of this stock-take");
    const mark = { stocktake_id: stocktakeId, entity_id: entityId };
    if (keep)
      await trx
        .insertInto("stocktake_kept")
        .values(mark)
        .onConflict((oc) => oc.columns(["stocktake_id", "entity_id"]).doNothing())
        .execute();
    else
      await trx
        .deleteFrom("stocktake_kept")
        .where("stocktake_id", "=", stocktakeId)
        .where("entity_id", "=", entityId)
        .execute();
  });
}
