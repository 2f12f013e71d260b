import { sql, type Kysely } from "kysely";
import type { InventoryValue, PurchasesByMonth } from "../../contract";
import type { Database } from "../db/schema";
import { monthsEnding, rollUpValues } from "../domain/location-values";

type Q = Kysely<Database>;

const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;

/** The group's currency and its types split into location and item types (a handful, passed by value). */
async function groupBasics(db: Q, groupId: string) {
  const [types, group] = await Promise.all([
    db.selectFrom("entity_types").where("group_id", "=", groupId).select(["id", "is_location"]).execute(),
    db.selectFrom("groups").where("id", "=", groupId).select("currency").executeTakeFirst(),
  ]);
  return {
    currency: group?.currency ?? "usd",
    locationTypes: types.filter((t) => t.is_location === 1).map((t) => t.id),
    itemTypes: types.filter((t) => t.is_location === 0).map((t) => t.id),
  };
}

/**
 * Our one definition of value (contract/value-statistics.ts): the direct sums per location come from
 * location_value_sums (migration 0020), and the tree of locations adds them up; no entity row is read
 * besides the locations themselves.
 */
export async function inventoryValue(db: Q, groupId: string): Promise<InventoryValue> {
  const { currency, locationTypes, itemTypes } = await groupBasics(db, groupId);
  if (itemTypes.length === 0) return { currency, total: 0, locations: [] };
  const [sums, locations] = await Promise.all([
    db
      .selectFrom("location_value_sums")
      .where("group_id", "=", groupId)
      .where("entity_type_id", "in", itemTypes)
      .groupBy("location_id")
      .select(["location_id", sql<number>`SUM(value)`.as("value")])
      .execute(),
    locationTypes.length === 0
      ? []
      : db
          .selectFrom("entities")
          .where("group_id", "=", groupId)
          .where("entity_type_id", "in", locationTypes)
          .select(["id", "name", "resolved_location_id"])
          .execute(),
  ]);
  const direct = new Map(sums.map((s) => [s.location_id, Number(s.value)]));
  const totals = rollUpValues(
    locations.map((l) => ({ id: l.id, parentId: l.resolved_location_id, direct: direct.get(l.id) ?? 0 })),
  );
  return {
    currency,
    total: cents(sums.reduce((sum, s) => sum + Number(s.value), 0)),
    locations: locations
      .map((l) => ({ id: l.id, name: l.name, parentId: l.resolved_location_id, value: cents(totals.get(l.id)) }))
      .filter((l) => l.value !== 0)
      .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name)),
  };
}

/** Σ price × quantity of the non-archived items per month of purchase (entity_day_sums, migration 0016). */
export async function purchasesByMonth(db: Q, groupId: string, count: number): Promise<PurchasesByMonth> {
  const { currency, itemTypes } = await groupBasics(db, groupId);
  const months = monthsEnding(new Date().toISOString().slice(0, 7), count);
  const rows =
    itemTypes.length === 0
      ? []
      : await db
          .selectFrom("entity_day_sums")
          .where("group_id", "=", groupId)
          .where("entity_type_id", "in", itemTypes)
          .where("archived", "=", 0)
          .where("day", ">=", `${months[0]}-01`)
          // "-32" sorts after every day of the last month.
          .where("day", "<", `${months.at(-1)}-32`)
          .groupBy(sql`SUBSTR(day, 1, 7)`)
          .select([sql<string>`SUBSTR(day, 1, 7)`.as("month"), sql<number>`SUM(value)`.as("value")])
          .execute();
  const byMonth = new Map(rows.map((r) => [r.month, cents(r.value)]));
  return { currency, months: months.map((month) => ({ month, value: byMonth.get(month) ?? 0 })) };
}
