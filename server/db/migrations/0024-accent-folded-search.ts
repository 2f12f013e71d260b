import { PostgresAdapter, sql, type Kysely } from "kysely";
import { POSTGRES_SEARCH_TEXT } from "./0005-search";

/**
 * Search ignores accents (`creme` finds "Crème", docs/api.md "List"): SQLite's trigram index is rebuilt with
 * `remove_diacritics`; PostgreSQL indexes the text through `unaccent`, from the same contrib package as pg_trgm.
 * Both fold inside the database, so every writer (forms, CSV import, restore) keeps the index without change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return upPostgres(db);
  // The triggers of migration 0005 name the table, so a table of the same name and columns takes its place.
  await sql`DROP TABLE entity_search`.execute(db);
  await createSqliteIndex(db, "trigram remove_diacritics 1");
}

async function createSqliteIndex(db: Kysely<unknown>, tokenize: string) {
  await sql`CREATE VIRTUAL TABLE entity_search USING fts5(
    name, description, manufacturer, model_number, serial_number, notes, fields, tokenize = ${sql.lit(tokenize)})`.execute(
    db,
  );
  await sql`INSERT INTO entity_search (rowid, name, description, manufacturer, model_number, serial_number, notes, fields)
    SELECT k.id, e.name, e.description, e.manufacturer, e.model_number, e.serial_number, e.notes,
      (SELECT coalesce(group_concat(text_value, char(31)), '') FROM entity_fields WHERE entity_id = e.id)
    FROM entities e JOIN entity_search_keys k ON k.entity_id = e.id`.execute(db);
}

/** The schema an extension lives in, creating it in `public` when missing (see migration 0005 for why). */
async function extensionSchema(db: Kysely<unknown>, name: string) {
  const found = await sql<{ schema: string }>`
    SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = ${name}`.execute(db);
  const schema = found.rows[0]?.schema;
  if (schema) return schema;
  await sql`CREATE EXTENSION IF NOT EXISTS ${sql.id(name)} WITH SCHEMA public`.execute(db);
  return "public";
}

async function upPostgres(db: Kysely<unknown>) {
  const unaccent = await extensionSchema(db, "unaccent");
  const trgm = await extensionSchema(db, "pg_trgm");
  // unaccent() is only STABLE (its dictionary could change); naming the dictionary makes it safe to index.
  await sql`CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS ${sql.lit(`SELECT ${unaccent}.unaccent('${unaccent}.unaccent'::regdictionary, $1)`)}`.execute(db);
  const ops = sql`${sql.id(trgm)}.gin_trgm_ops`;
  await sql`DROP INDEX entities_search`.execute(db);
  await sql`DROP INDEX entity_fields_search`.execute(db);
  await sql`CREATE INDEX entities_search ON entities USING gin (search_fold(${sql.raw(POSTGRES_SEARCH_TEXT)}) ${ops})`.execute(
    db,
  );
  await sql`CREATE INDEX entity_fields_search ON entity_fields USING gin (search_fold(text_value) ${ops})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const trgm = await extensionSchema(db, "pg_trgm");
    const ops = sql`${sql.id(trgm)}.gin_trgm_ops`;
    await sql`DROP INDEX entities_search`.execute(db);
    await sql`DROP INDEX entity_fields_search`.execute(db);
    await sql`DROP FUNCTION search_fold(text)`.execute(db);
    await sql`CREATE INDEX entities_search ON entities USING gin (${sql.raw(POSTGRES_SEARCH_TEXT)} ${ops})`.execute(db);
    await sql`CREATE INDEX entity_fields_search ON entity_fields USING gin (text_value ${ops})`.execute(db);
    return;
  }
  await sql`DROP TABLE entity_search`.execute(db);
  await createSqliteIndex(db, "trigram");
}
