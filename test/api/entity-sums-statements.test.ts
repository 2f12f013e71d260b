import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { down, up } from "../../server/db/migrations/0038-summaries-per-statement";
import { startService, TEST_DB, type TestService } from "../support/service";
import { expectEntitySumsRecounted } from "../support/sums-checks";

/**
 * The running sums (entity_day_sums, entity_warranty_counts, location_value_sums) after statements that
 * write many entities at once, each kind of key change mixed in one statement: on PostgreSQL they follow
 * once per statement (migration 0038), on SQLite once per row. Either way they equal a recount.
 */
let svc: TestService;
const raw = () => svc.db.kysely as unknown as Kysely<unknown>;
const at = "2026-11-28T10:00:00.000Z";

beforeEach(async () => {
  svc = await startService();
  for (const g of ["g", "other"])
    await sql`INSERT INTO groups (id, name, created_at, updated_at) VALUES (${g}, 'Home', ${at}, ${at})`.execute(raw());
  await sql`INSERT INTO entity_types (id, group_id, name, is_location, created_at, updated_at)
    VALUES ('loc', 'g', 'Location', 1, ${at}, ${at}), ('item', 'g', 'Item', 0, ${at}, ${at}),
           ('tool', 'g', 'Tool', 0, ${at}, ${at}), ('o-item', 'other', 'Item', 0, ${at}, ${at})`.execute(raw());
  await sql`INSERT INTO entities (id, group_id, entity_type_id, name, created_at, updated_at)
    VALUES ('shed', 'g', 'loc', 'Shed', ${at}, ${at}), ('attic', 'g', 'loc', 'Attic', ${at}, ${at})`.execute(raw());
});

afterEach(async () => {
  await svc.close();
});

let inserted = 0;

/** Fifty entities in one statement: prices, quantities, days, warranties and places that differ. */
async function insertMany(group = "g", type = "item") {
  const values = Array.from({ length: 50 }, (_, i) => {
    const place = group === "g" ? (["shed", "attic", null][i % 3] ?? null) : null;
    return sql`(${`e${inserted++}`}, ${group}, ${type}, ${place}, ${place}, ${`Thing ${i}`},
      ${(i % 7) * 2.5}, ${1 + (i % 4)}, ${i % 5 === 0 ? "" : `2026-0${1 + (i % 9)}-15`},
      ${i % 6 === 0 ? 1 : 0}, ${i % 4 === 0 ? "2030-01-01" : ""}, ${at}, ${at})`;
  });
  await sql`INSERT INTO entities (id, group_id, entity_type_id, parent_id, resolved_location_id, name,
      purchase_price, quantity, purchase_date, lifetime_warranty, warranty_expires, created_at, updated_at)
    VALUES ${sql.join(values)}`.execute(raw());
}

const VALUE = `CASE WHEN ABS(purchase_price) < 1e-150 OR ABS(quantity) < 1e-150 THEN 0 ELSE purchase_price * quantity END`;

/** location_value_sums beside the same sums added up from the entities now, to 6 decimals. */
async function locationValues() {
  const rows = async (query: string) =>
    (await sql<Record<string, unknown>>`${sql.raw(query)}`.execute(raw())).rows.map((r) => Object.values(r).join("|"));
  return {
    kept: await rows(`SELECT group_id, location_id, entity_type_id, entities, ROUND(value * 1e6) AS value
      FROM location_value_sums ORDER BY 1, 2, 3`),
    recounted: await rows(`SELECT group_id, COALESCE(resolved_location_id, '') AS location_id, entity_type_id,
      COUNT(*) AS entities, ROUND(SUM(${VALUE}) * 1e6) AS value FROM entities
      WHERE archived = 0 AND sold_date = '' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
  };
}

/** Every sums table of both groups equals a recount (day sums and warranty counts: the shared check). */
async function expectSumsRecounted() {
  for (const group of ["g", "other"]) await expectEntitySumsRecounted(svc, group);
  const { kept, recounted } = await locationValues();
  expect(kept).toEqual(recounted);
}

/** Statements that each change many entities' keys and parts at once, in one transaction and alone. */
async function writeMany() {
  await insertMany();
  await insertMany("g", "tool");
  await expectSumsRecounted();
  await svc.db.kysely.transaction().execute(async (trx) => {
    // Archive some, move some, re-price some, change days and warranties: one statement each.
    await sql`UPDATE entities SET archived = 1 WHERE entity_type_id = 'item' AND quantity = 2`.execute(trx);
    await sql`UPDATE entities SET resolved_location_id = 'attic', parent_id = 'attic'
      WHERE resolved_location_id = 'shed' AND entity_type_id = 'tool'`.execute(trx);
    await sql`UPDATE entities SET purchase_price = purchase_price + 1.25, quantity = quantity * 2,
      purchase_date = '2026-11-01', warranty_expires = '2031-06-30', lifetime_warranty = 0
      WHERE group_id = 'g' AND (lifetime_warranty = 1 OR quantity = 3)`.execute(trx);
    await sql`UPDATE entities SET sold_date = '2026-11-20', entity_type_id = 'tool' WHERE entity_type_id = 'item' AND purchase_date LIKE '2026-03%'`.execute(
      trx,
    );
    // A rename changes no sum.
    await sql`UPDATE entities SET name = name || '!' WHERE group_id = 'g'`.execute(trx);
  });
  await expectSumsRecounted();
  await sql`DELETE FROM entities WHERE entity_type_id = 'tool' AND archived = 0 AND quantity = 1`.execute(raw());
  await sql`DELETE FROM entities WHERE group_id = 'g' AND purchase_price > 10`.execute(raw());
  await expectSumsRecounted();
}

it("keeps every running sum equal to a recount through multi-row inserts, updates and deletes", async () => {
  await writeMany();
  // Sums rows left with no entity are gone, not kept at zero.
  const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM location_value_sums WHERE entities = 0`.execute(
    raw(),
  );
  expect(Number(rows[0]?.n)).toBe(0);
});

it("deletes a group with its entities and all of its sums, leaving other groups' sums as they were", async () => {
  await insertMany();
  await insertMany("other", "o-item");
  await expectSumsRecounted();
  const before = await locationValues();
  // The database cascades to the entities and the sums rows; the service deletes the entities first.
  await sql`DELETE FROM groups WHERE id = 'g'`.execute(raw());
  // With no entity left in "g", its recount is empty: so must its sums be.
  await expectSumsRecounted();
  const after = await locationValues();
  expect(after.kept).toEqual(before.kept.filter((r) => r.startsWith("other|")));
  expect(after.kept.length).toBeGreaterThan(0);
});

describe.runIf(TEST_DB === "postgres")("migration 0038 on PostgreSQL", () => {
  const triggers = async () =>
    (
      await sql<{ name: string }>`SELECT tgname AS name FROM pg_trigger
        WHERE tgrelid = 'entities'::regclass AND tgname ~ '_(sums|counts)_' ORDER BY tgname`.execute(raw())
    ).rows.map((r) => r.name);

  it("puts the row triggers back on the way down and the statement triggers on the way up", async () => {
    expect(await triggers()).toEqual(["entity_sums_delete", "entity_sums_insert", "entity_sums_update"]);
    await down(raw());
    expect(await triggers()).toEqual([
      "entity_day_sums_insert_delete",
      "entity_day_sums_update",
      "entity_warranty_counts_insert_delete",
      "entity_warranty_counts_update",
      "location_value_sums_insert_delete",
      "location_value_sums_update",
    ]);
    await writeMany();
    await up(raw());
    await writeMany();
  });
});
