import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * SQLite: custom fields' text gets a trigram table of its own, so that writing a custom field re-indexes that
 * text only, not the entity's name, description and notes besides (a bulk edit sets a field on 10,000
 * entities). Only entities with custom fields have a row. Search matches either table (server/entities/search.ts).
 * PostgreSQL indexes each field row already (migration 0005).
 */
const TOKENIZE = "trigram remove_diacritics 1";
const ENTITY_COLUMNS = "name, description, manufacturer, model_number, serial_number, notes";
/** The entity's searched columns of `row` (`e`, `new`). */
const columnsOf = (row: string) => ENTITY_COLUMNS.replace(/(\w+)/g, `${row}.$1`);

const keyOf = (entity: string) => `(SELECT id FROM entity_search_keys WHERE entity_id = ${entity})`;
const fieldsOf = (entity: string) =>
  `(SELECT coalesce(group_concat(text_value, char(31)), '') FROM entity_fields WHERE entity_id = ${entity})`;
/** The entity's row dropped and written again from its fields; none when it has no fields or no key (deleted). */
const refresh = (entity: string) => `
  DELETE FROM entity_field_search WHERE rowid = ${keyOf(entity)};
  INSERT INTO entity_field_search (rowid, fields)
    SELECT k.id, ${fieldsOf("k.entity_id")} FROM entity_search_keys k
    WHERE k.entity_id = ${entity} AND EXISTS (SELECT 1 FROM entity_fields WHERE entity_id = ${entity});`;

const FIELD_TRIGGERS = ["field_insert", "field_update", "field_delete", "insert", "delete"];

async function dropTriggers(db: Kysely<unknown>) {
  for (const t of FIELD_TRIGGERS) await sql`DROP TRIGGER ${sql.raw(`entity_search_${t}`)}`.execute(db);
}

/** The triggers that keep the search text of an entity's custom fields, by what `refresh` does for an entity. */
async function createFieldTriggers(db: Kysely<unknown>, refresh: (entity: string) => string) {
  await sql`CREATE TRIGGER entity_search_field_insert AFTER INSERT ON entity_fields BEGIN
    ${sql.raw(refresh("new.entity_id"))}
  END`.execute(db);
  await sql`CREATE TRIGGER entity_search_field_update AFTER UPDATE OF text_value, entity_id ON entity_fields BEGIN
    ${sql.raw(refresh("new.entity_id"))}
    ${sql.raw(refresh("old.entity_id"))}
  END`.execute(db);
  await sql`CREATE TRIGGER entity_search_field_delete AFTER DELETE ON entity_fields BEGIN
    ${sql.raw(refresh("old.entity_id"))}
  END`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await dropTriggers(db);
  await sql`DROP TABLE entity_search`.execute(db);
  await sql`CREATE VIRTUAL TABLE entity_search USING fts5(${sql.raw(ENTITY_COLUMNS)}, tokenize = ${sql.lit(TOKENIZE)})`.execute(
    db,
  );
  await sql`INSERT INTO entity_search (rowid, ${sql.raw(ENTITY_COLUMNS)})
    SELECT k.id, ${sql.raw(columnsOf("e"))}
    FROM entities e JOIN entity_search_keys k ON k.entity_id = e.id`.execute(db);
  await sql`CREATE VIRTUAL TABLE entity_field_search USING fts5(fields, tokenize = ${sql.lit(TOKENIZE)})`.execute(db);
  await sql`INSERT INTO entity_field_search (rowid, fields)
    SELECT k.id, ${sql.raw(fieldsOf("k.entity_id"))} FROM entity_search_keys k
    WHERE EXISTS (SELECT 1 FROM entity_fields f WHERE f.entity_id = k.entity_id)`.execute(db);
  await sql`CREATE TRIGGER entity_search_insert AFTER INSERT ON entities BEGIN
    INSERT INTO entity_search_keys (entity_id) VALUES (new.id);
    INSERT INTO entity_search (rowid, ${sql.raw(ENTITY_COLUMNS)})
    VALUES (${sql.raw(keyOf("new.id"))}, ${sql.raw(columnsOf("new"))});
  END`.execute(db);
  await sql`CREATE TRIGGER entity_search_delete AFTER DELETE ON entities BEGIN
    DELETE FROM entity_search WHERE rowid = ${sql.raw(keyOf("old.id"))};
    DELETE FROM entity_field_search WHERE rowid = ${sql.raw(keyOf("old.id"))};
    DELETE FROM entity_search_keys WHERE entity_id = old.id;
  END`.execute(db);
  await createFieldTriggers(db, refresh);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await dropTriggers(db);
  await sql`DROP TABLE entity_field_search`.execute(db);
  await sql`DROP TABLE entity_search`.execute(db);
  await sql`CREATE VIRTUAL TABLE entity_search USING fts5(${sql.raw(ENTITY_COLUMNS)}, fields, tokenize = ${sql.lit(TOKENIZE)})`.execute(
    db,
  );
  await sql`INSERT INTO entity_search (rowid, ${sql.raw(ENTITY_COLUMNS)}, fields)
    SELECT k.id, ${sql.raw(columnsOf("e"))}, ${sql.raw(fieldsOf("e.id"))}
    FROM entities e JOIN entity_search_keys k ON k.entity_id = e.id`.execute(db);
  const refreshAll = (entity: string) =>
    `UPDATE entity_search SET fields = ${fieldsOf(entity)} WHERE rowid = ${keyOf(entity)};`;
  await sql`CREATE TRIGGER entity_search_insert AFTER INSERT ON entities BEGIN
    INSERT INTO entity_search_keys (entity_id) VALUES (new.id);
    INSERT INTO entity_search (rowid, ${sql.raw(ENTITY_COLUMNS)}, fields)
    VALUES (${sql.raw(keyOf("new.id"))}, ${sql.raw(columnsOf("new"))}, ${sql.raw(fieldsOf("new.id"))});
  END`.execute(db);
  await sql`CREATE TRIGGER entity_search_delete AFTER DELETE ON entities BEGIN
    DELETE FROM entity_search WHERE rowid = ${sql.raw(keyOf("old.id"))};
    DELETE FROM entity_search_keys WHERE entity_id = old.id;
  END`.execute(db);
  await createFieldTriggers(db, refreshAll);
}
