import { expect } from "vitest";
import type { TestService } from "./service";

/**
 * Asserts that the group's running sums (entity_day_sums and entity_warranty_counts, migration 0016) equal
 * the sums of its entities as they are now, added up here from the entity rows: the same rows, counts and
 * price sums (to 6 decimals: running sums carry rounding dust).
 */
export async function expectEntitySumsRecounted(svc: TestService, groupId: string) {
  const db = svc.db.kysely;
  const entities = await db.selectFrom("entities").where("group_id", "=", groupId).selectAll().execute();
  const recount = (keyOf: (e: (typeof entities)[number]) => string) => {
    const rows = new Map<string, { entities: number; price: number; value: number }>();
    for (const e of entities) {
      const key = [e.entity_type_id, e.archived, keyOf(e)].join("|");
      const row = rows.get(key) ?? { entities: 0, price: 0, value: 0 };
      rows.set(key, {
        entities: row.entities + 1,
        price: row.price + e.purchase_price,
        value: row.value + e.purchase_price * e.quantity,
      });
    }
    return rows;
  };
  const shape = (rows: Map<string, { entities: number; price?: number; value?: number }>, sums: boolean) =>
    [...rows]
      .map(([key, r]) =>
        [key, r.entities].concat(sums ? [Number(r.price).toFixed(6), Number(r.value).toFixed(6)] : []).join("|"),
      )
      .sort();
  const kept = async (table: "entity_day_sums" | "entity_warranty_counts", key: "day" | "warranty") => {
    const rows = await db.selectFrom(table).where("group_id", "=", groupId).selectAll().execute();
    return new Map(
      rows.map((r) => [
        [r.entity_type_id, r.archived, (r as Record<string, unknown>)[key]].join("|"),
        { ...r, entities: Number(r.entities) },
      ]),
    );
  };
  const day = (e: (typeof entities)[number]) => e.purchase_date || e.created_at.slice(0, 10);
  expect(shape(await kept("entity_day_sums", "day"), true)).toEqual(shape(recount(day), true));
  const warranty = (e: (typeof entities)[number]) => (e.lifetime_warranty === 1 ? "lifetime" : e.warranty_expires);
  expect(shape(await kept("entity_warranty_counts", "warranty"), false)).toEqual(shape(recount(warranty), false));
}
