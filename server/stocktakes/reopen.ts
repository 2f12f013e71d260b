import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * A stock-take whose finish batch is undone is open again, in the undo's transaction: its moves, marks and
 * counts are reverted, so what it found is again waiting to be finished (docs/decisions/029-stocktakes.md).
 */
export async function reopenFinishedBy(trx: Kysely<Database>, groupId: string, batchId: string) {
  await trx
    .updateTable("stocktakes")
    .set({ status: "open", closed_at: null, batch_id: null })
    .where("group_id", "=", groupId)
    .where("batch_id", "=", batchId)
    .where("status", "=", "finished")
    .execute();
}
