import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { migrateToLatest, openDatabase, type Db } from "./database";
import { down, up } from "./migrations/0036-field-search";

/** SQLite's own search tables (the migration leaves PostgreSQL as it is), with an inventory's data in them. */
let dir: string;
let db: Db;
const raw = () => db.kysely as unknown as Kysely<unknown>;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "field-search-"));
  db = openDatabase({ dataDir: dir });
  await migrateToLatest(db);
  const at = "2026-11-28T00:00:00.000Z";
  await sql`INSERT INTO groups (id, name, created_at, updated_at) VALUES ('g', 'Home', ${at}, ${at})`.execute(raw());
  await sql`INSERT INTO entity_types (id, group_id, name, is_location, created_at, updated_at)
    VALUES ('t', 'g', 'Item', 0, ${at}, ${at})`.execute(raw());
  await sql`INSERT INTO entities (id, group_id, entity_type_id, name, created_at, updated_at)
    VALUES ('a', 'g', 't', 'Wandhalterung', ${at}, ${at}), ('b', 'g', 't', 'Schraube', ${at}, ${at})`.execute(raw());
  await sql`INSERT INTO entity_fields (id, entity_id, position, name, type, text_value, created_at, updated_at)
    VALUES ('f', 'a', 0, 'Farbe', 'text', 'Taubenblau', ${at}, ${at})`.execute(raw());
});

afterEach(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const matches = async (table: string, text: string) => {
  const { rows } = await sql<{ entity_id: string }>`
    SELECT k.entity_id FROM ${sql.table(table)} s JOIN entity_search_keys k ON k.id = s.rowid
    WHERE ${sql.table(table)} MATCH ${`"${text}"`} ORDER BY k.entity_id`.execute(raw());
  return rows.map((r) => r.entity_id);
};

it("moves custom fields' text to its own table and back, keeping every match", async () => {
  expect(await matches("entity_field_search", "taubenblau")).toEqual(["a"]);
  await down(raw());
  expect(await matches("entity_search", "taubenblau")).toEqual(["a"]);
  expect(await matches("entity_search", "schraube")).toEqual(["b"]);
  await up(raw());
  expect(await matches("entity_field_search", "taubenblau")).toEqual(["a"]);
  expect(await matches("entity_search", "taubenblau")).toEqual([]);
  expect(await matches("entity_search", "halterung")).toEqual(["a"]);
  // Only entities with custom fields have a row; deleting the last field or the entity drops it.
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM entity_field_search`.execute(raw());
  expect(Number(rows[0]?.n)).toBe(1);
  await sql`DELETE FROM entity_fields WHERE id = 'f'`.execute(raw());
  expect(await matches("entity_field_search", "taubenblau")).toEqual([]);
});
