import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { migrateToLatest, openDatabase, type Db } from "./database";
import { down, up } from "./migrations/0037-tree-references";

/** SQLite's entities table rebuilt without, then with, its references to itself (PostgreSQL keeps them). */
let dir: string;
let db: Db;
const raw = () => db.kysely as unknown as Kysely<unknown>;
const at = "2026-11-28T00:00:00.000Z";

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "tree-references-"));
  db = openDatabase({ dataDir: dir });
  await migrateToLatest(db);
  await sql`INSERT INTO groups (id, name, created_at, updated_at) VALUES ('g', 'Home', ${at}, ${at})`.execute(raw());
  await sql`INSERT INTO entity_types (id, group_id, name, is_location, created_at, updated_at)
    VALUES ('loc', 'g', 'Location', 1, ${at}, ${at}), ('item', 'g', 'Item', 0, ${at}, ${at})`.execute(raw());
  await sql`INSERT INTO entities (id, group_id, entity_type_id, parent_id, resolved_location_id, name, created_at, updated_at)
    VALUES ('shelf', 'g', 'loc', NULL, NULL, 'Regal', ${at}, ${at}),
           ('box', 'g', 'item', 'shelf', 'shelf', 'Kiste', ${at}, ${at})`.execute(raw());
  await sql`INSERT INTO tags (id, group_id, name, created_at, updated_at) VALUES ('t', 'g', 'Rot', ${at}, ${at})`.execute(
    raw(),
  );
  await sql`INSERT INTO entity_tags (entity_id, tag_id) VALUES ('box', 't')`.execute(raw());
});

afterEach(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const selfReferences = async () => {
  const { rows } = await sql<{ from: string }>`SELECT "from" FROM pragma_foreign_key_list('entities')
    WHERE "table" = 'entities' ORDER BY "from"`.execute(raw());
  return rows.map((r) => r.from);
};
const schema = async () => {
  const { rows } = await sql<{ name: string; sql: string }>`SELECT name, sql FROM sqlite_master
    WHERE tbl_name = 'entities' AND type IN ('index', 'trigger') ORDER BY name`.execute(raw());
  return rows;
};
const count = async (table: string) => {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(raw());
  return Number(rows[0]?.n);
};

it("drops the self-references and puts them back, keeping rows, links, indexes, triggers and search", async () => {
  expect(await selfReferences()).toEqual([]);
  const indexesAndTriggers = await schema();
  expect(indexesAndTriggers.length).toBeGreaterThan(20);
  await down(raw());
  expect(await selfReferences()).toEqual(["location_id", "parent_id"]);
  expect(await schema()).toEqual(indexesAndTriggers);
  // With the references back, a dangling parent is refused again.
  await expect(sql`UPDATE entities SET parent_id = 'gone' WHERE id = 'box'`.execute(raw())).rejects.toThrow(
    /FOREIGN KEY/,
  );
  await up(raw());
  expect(await selfReferences()).toEqual([]);
  expect(await schema()).toEqual(indexesAndTriggers);
  expect(await count("entities")).toBe(2);
  expect(await count("entity_tags")).toBe(1);
  // The other foreign keys still hold, and the triggers still run: search finds a renamed entity.
  await expect(sql`UPDATE entities SET entity_type_id = 'none' WHERE id = 'box'`.execute(raw())).rejects.toThrow(
    /FOREIGN KEY/,
  );
  await sql`UPDATE entities SET name = 'Werkzeugkiste' WHERE id = 'box'`.execute(raw());
  const { rows } = await sql<{ entity_id: string }>`SELECT k.entity_id FROM entity_search s
    JOIN entity_search_keys k ON k.id = s.rowid WHERE entity_search MATCH '"zeugkiste"'`.execute(raw());
  expect(rows.map((r) => r.entity_id)).toEqual(["box"]);
  // Deleting an entity still cascades to its links.
  await sql`DELETE FROM entities WHERE id = 'box'`.execute(raw());
  expect(await count("entity_tags")).toBe(0);
});
