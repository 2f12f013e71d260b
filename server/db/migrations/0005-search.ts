import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Substring search of the entity list (docs/decisions/017): an FTS5 trigram table kept by triggers on
 * SQLite (entity_search_keys gives each entity a rowid that VACUUM cannot change), pg_trgm GIN on PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return upPostgres(db);
  await sql`CREATE TABLE entity_search_keys (id INTEGER PRIMARY KEY, entity_id TEXT NOT NULL UNIQUE)`.execute(db);
  await sql`CREATE VIRTUAL TABLE entity_search USING fts5(
    name, description, manufacturer, model_number, serial_number, notes, fields, tokenize = 'trigram')`.execute(db);
  const keyOf = (entity: string) => `(SELECT id FROM entity_search_keys WHERE entity_id = ${entity})`;
  // Custom fields' text, one char(31) between two: no typed search text spans two fields.
  const fieldsOf = (entity: string) =>
    `(SELECT coalesce(group_concat(text_value, char(31)), '') FROM entity_fields WHERE entity_id = ${entity})`;
  const key = (entity: string) => sql.raw(keyOf(entity));
  const fields = (entity: string) => sql.raw(fieldsOf(entity));
  const refreshFields = (entity: string) =>
    sql.raw(`UPDATE entity_search SET fields = ${fieldsOf(entity)} WHERE rowid = ${keyOf(entity)};`);
  await sql`CREATE TRIGGER entity_search_insert AFTER INSERT ON entities BEGIN
    INSERT INTO entity_search_keys (entity_id) VALUES (new.id);
    INSERT INTO entity_search (rowid, name, description, manufacturer, model_number, serial_number, notes, fields)
    VALUES (${key("new.id")}, new.name, new.description, new.manufacturer, new.model_number, new.serial_number,
      new.notes, ${fields("new.id")});
  END`.execute(db);
  await sql`CREATE TRIGGER entity_search_update
    AFTER UPDATE OF name, description, manufacturer, model_number, serial_number, notes ON entities BEGIN
    UPDATE entity_search SET name = new.name, description = new.description, manufacturer = new.manufacturer,
      model_number = new.model_number, serial_number = new.serial_number, notes = new.notes
    WHERE rowid = ${key("new.id")};
  END`.execute(db);
  await sql`CREATE TRIGGER entity_search_delete AFTER DELETE ON entities BEGIN
    DELETE FROM entity_search WHERE rowid = ${key("old.id")};
    DELETE FROM entity_search_keys WHERE entity_id = old.id;
  END`.execute(db);
  await sql`CREATE TRIGGER entity_search_field_insert AFTER INSERT ON entity_fields BEGIN
    ${refreshFields("new.entity_id")}
  END`.execute(db);
  await sql`CREATE TRIGGER entity_search_field_update AFTER UPDATE OF text_value, entity_id ON entity_fields BEGIN
    ${refreshFields("new.entity_id")}
    ${refreshFields("old.entity_id")}
  END`.execute(db);
  await sql`CREATE TRIGGER entity_search_field_delete AFTER DELETE ON entity_fields BEGIN
    ${refreshFields("old.entity_id")}
  END`.execute(db);
  await sql`INSERT INTO entity_search_keys (entity_id) SELECT id FROM entities`.execute(db);
  await sql`INSERT INTO entity_search (rowid, name, description, manufacturer, model_number, serial_number, notes, fields)
    SELECT k.id, e.name, e.description, e.manufacturer, e.model_number, e.serial_number, e.notes, ${fields("e.id")}
    FROM entities e JOIN entity_search_keys k ON k.entity_id = e.id`.execute(db);
  await listIndexes(db);
}

/** The text PostgreSQL indexes and searches: the same expression in the index and in every query. */
export const POSTGRES_SEARCH_TEXT = `(name || chr(31) || description || chr(31) || manufacturer || chr(31) ||
  model_number || chr(31) || serial_number || chr(31) || notes)`;

async function upPostgres(db: Kysely<unknown>) {
  // In `public`, not in the first schema of the search path: tests give every file a schema of its own
  // and drop it afterwards, which would drop an extension created there for everyone.
  const found = await sql<{ schema: string }>`
    SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'`.execute(db);
  let schema = found.rows[0]?.schema;
  if (!schema) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(db);
    schema = "public";
  }
  const ops = sql`${sql.id(schema)}.gin_trgm_ops`;
  await sql`CREATE INDEX entities_search ON entities USING gin (${sql.raw(POSTGRES_SEARCH_TEXT)} ${ops})`.execute(db);
  await sql`CREATE INDEX entity_fields_search ON entity_fields USING gin (text_value ${ops})`.execute(db);
  await listIndexes(db);
}

/** The list's default order, and the entities at a location for walking down the location tree. */
async function listIndexes(db: Kysely<unknown>) {
  await sql`CREATE INDEX entities_list_name ON entities (group_id, archived, lower(name), id)`.execute(db);
  await sql`CREATE INDEX entities_under_location
    ON entities (resolved_location_id, archived, lower(name), id, entity_type_id, group_id)`.execute(db);
  await sql`DROP INDEX entities_resolved_location`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX entities_list_name`.execute(db);
  await sql`DROP INDEX entities_under_location`.execute(db);
  await sql`CREATE INDEX entities_resolved_location ON entities (resolved_location_id)`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`DROP INDEX entities_search`.execute(db);
    await sql`DROP INDEX entity_fields_search`.execute(db);
    return;
  }
  for (const t of ["insert", "update", "delete", "field_insert", "field_update", "field_delete"]) {
    await sql`DROP TRIGGER ${sql.raw(`entity_search_${t}`)}`.execute(db);
  }
  await sql`DROP TABLE entity_search`.execute(db);
  await sql`DROP TABLE entity_search_keys`.execute(db);
}
