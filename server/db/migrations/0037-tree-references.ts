import { PostgresAdapter, sql, type Kysely } from "kysely";
import { withForeignKeysOff } from "../sqlite-rebuild";

/**
 * SQLite: `parent_id` and `location_id` lose their foreign keys to `entities` itself. SQLite rewrites every
 * index of a row when a column of a self-referencing foreign key changes, not only the indexes holding it
 * (docs/decisions/038-sqlite-tree-references.md). The placement rules of every write check these references;
 * PostgreSQL keeps its constraints, and every test runs on both.
 */
const REFERENCES = [
  ['"parent_id" text references "entities" ("id")', '"parent_id" text'],
  ['"location_id" text references "entities" ("id")', '"location_id" text'],
] as const;

/**
 * Rebuilds `entities` from a new CREATE TABLE text: copy, drop, rename, then the table's indexes and
 * triggers as they were.
 */
async function rebuildEntities(db: Kysely<unknown>, change: (createSql: string) => string) {
  const { rows: table } = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'entities'`.execute(db);
  const created = change(table[0]?.sql ?? "");
  const { rows: dependents } = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_master WHERE tbl_name = 'entities' AND type IN ('index', 'trigger') AND sql IS NOT NULL
    ORDER BY type, name`.execute(db);
  const { rows: columns } = await sql<{ name: string }>`SELECT name FROM pragma_table_info('entities')`.execute(db);
  const list = sql.join(columns.map((c) => sql.ref(c.name)));
  await withForeignKeysOff(db, async () => {
    await sql.raw(created.replace(/^CREATE TABLE "entities"/, 'CREATE TABLE "entities_rebuilt"')).execute(db);
    await sql`INSERT INTO entities_rebuilt (rowid, ${list}) SELECT rowid, ${list} FROM entities`.execute(db);
    await sql`DROP TABLE entities`.execute(db);
    // Other tables' triggers name `entities`; the rename must not check them while it is gone.
    await sql`PRAGMA legacy_alter_table = ON`.execute(db);
    try {
      await sql`ALTER TABLE entities_rebuilt RENAME TO entities`.execute(db);
    } finally {
      await sql`PRAGMA legacy_alter_table = OFF`.execute(db);
    }
    for (const d of dependents) await sql.raw(d.sql).execute(db);
  });
}

const replaceAll = (text: string, pairs: ReadonlyArray<readonly [string, string]>) =>
  pairs.reduce((t, [from, to]) => {
    if (!t.includes(from)) throw new Error(`entities: expected ${from} in its CREATE TABLE`);
    return t.replace(from, to);
  }, text);

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await rebuildEntities(db, (text) => replaceAll(text, REFERENCES));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await rebuildEntities(db, (text) =>
    replaceAll(
      text,
      REFERENCES.map(([withKey, without]) => [without, withKey]),
    ),
  );
}
