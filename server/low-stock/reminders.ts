import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { lowStockLine } from "../domain/low-stock";
import type { Reminder } from "../domain/reminders";

/**
 * The group's items at or below their minimum, one reminder per crossing: the key holds the alert's id, so
 * the claim table lets each crossing go out once per notifier, and a later crossing (a new row) again.
 */
export async function lowStockReminders(db: Kysely<Database>, groupId: string): Promise<Reminder[]> {
  const rows = await db
    .selectFrom("low_stock_alerts as a")
    .innerJoin("entities as e", "e.id", "a.entity_id")
    .select(["a.id", "e.name", "e.quantity", "e.min_quantity", "e.unit"])
    .where("a.group_id", "=", groupId)
    .where("e.min_quantity", "is not", null)
    .orderBy("a.since")
    .orderBy("e.name")
    .execute();
  return rows.map((r) => ({
    key: `low-stock:${r.id}`,
    line: lowStockLine(r.name, r.quantity, r.min_quantity ?? 0, r.unit),
  }));
}
