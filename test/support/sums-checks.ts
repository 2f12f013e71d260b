import { sql } from "kysely";
import { expect } from "vitest";
import type { TestService } from "./service";

/**
 * Asserts that the group's running sums (entity_day_sums and entity_warranty_counts, migration 0016) equal
 * the sums of its entities as they are now: the same rows, counts and price sums (to 6 decimals: running
 * sums carry rounding dust).
 */
export async function expectEntitySumsRecounted(svc: TestService, groupId: string) {
  const db = svc.db.kysely;
  const day = sql<string>`COALESCE(NULLIF(purchase_date, ''), SUBSTR(created_at, 1, 10))`;
  const warranty = sql<string>`CASE WHEN lifetime_warranty = 1 THEN 'lifetime' ELSE warranty_expires END`;
  const entities = db.selectFrom("entities").where("group_id", "=", groupId);
  const shape = (rows: Array<Record<string, unknown>>, key: "day" | "warranty") =>
    rows
      .map((r) =>
        [r.entity_type_id, r.archived, r[key], Number(r.entities)]
          .concat("price" in r ? [Number(r.price).toFixed(6), Number(r.value).toFixed(6)] : [])
          .join("|"),
      )
      .sort();
  const days = await entities
    .groupBy(["entity_type_id", "archived", day])
    .select(["entity_type_id", "archived", day.as("day"), sql<number>`COUNT(*)`.as("entities")])
    .select([sql<number>`SUM(purchase_price)`.as("price"), sql<number>`SUM(purchase_price * quantity)`.as("value")])
    .execute();
  const keptDays = await db.selectFrom("entity_day_sums").where("group_id", "=", groupId).selectAll().execute();
  expect(shape(keptDays, "day")).toEqual(shape(days, "day"));
  const warranties = await entities
    .groupBy(["entity_type_id", "archived", warranty])
    .select(["entity_type_id", "archived", warranty.as("warranty"), sql<number>`COUNT(*)`.as("entities")])
    .execute();
  const keptWarranties = await db
    .selectFrom("entity_warranty_counts")
    .where("group_id", "=", groupId)
    .selectAll()
    .execute();
  expect(shape(keptWarranties, "warranty")).toEqual(shape(warranties, "warranty"));
}
