import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { turnTaker } from "../db/turns";
import type { FieldChange, Snapshot } from "../domain/history-diff";
import { isLow } from "../domain/low-stock";

type Q = Kysely<Database>;

const IDS_PER_STATEMENT = 250;

export interface WrittenEntity {
  entityId: string;
  before?: Snapshot;
  after?: Snapshot;
  changes: readonly FieldChange[];
}

const touchesStock = (e: WrittenEntity) =>
  !e.before || !e.after || e.changes.some((c) => c.field === "quantity" || c.field === "minQuantity");

/**
 * Keeps `low_stock_alerts` in step with a write, in the write's own transaction: an item that is now at or
 * below its minimum gets a row unless it has one (a new row is a new crossing, to be notified once); one that
 * is not (or is gone) loses its row, which re-arms it (docs/decisions/030-low-stock-notifications.md).
 * Resolves with the number of new crossings.
 */
export async function noteLowStock(trx: Q, groupId: string, written: readonly WrittenEntity[]): Promise<number> {
  const low: string[] = [];
  const clear: string[] = [];
  for (const e of written) {
    if (!touchesStock(e)) continue;
    if (e.after && isLow(e.after)) low.push(e.entityId);
    // A new entity has no row to drop: an import would otherwise run one empty delete per new row.
    else if (e.before) clear.push(e.entityId);
  }
  const turn = turnTaker();
  const since = new Date().toISOString();
  let crossed = 0;
  for (let i = 0; i < clear.length; i += IDS_PER_STATEMENT) {
    const slice = clear.slice(i, i + IDS_PER_STATEMENT);
    await trx.deleteFrom("low_stock_alerts").where("entity_id", "in", slice).execute();
    await turn();
  }
  for (let i = 0; i < low.length; i += IDS_PER_STATEMENT) {
    const rows = low
      .slice(i, i + IDS_PER_STATEMENT)
      .map((entity_id) => ({ entity_id, id: randomUUID(), group_id: groupId, since }));
    // An item that stays low keeps its row (and so its one notification): the insert does nothing.
    const result = await trx
      .insertInto("low_stock_alerts")
      .values(rows)
      .onConflict((oc) => oc.column("entity_id").doNothing())
      .executeTakeFirst();
    crossed += Number(result.numInsertedOrUpdatedRows ?? 0);
    await turn();
  }
  return crossed;
}
