import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * The value held directly at each location (Σ price × quantity of the entities whose nearest location it
 * is, per type, archived and sold ones left out), kept by triggers in every write's transaction, so a
 * location's value at any depth adds up a row per location instead of every entity (docs/decisions/021).
 */
const COUNTS = (row: string) => `${row}.archived = 0 AND ${row}.sold_date = ''`;
/** As in 0016: PostgreSQL fails a product that underflows to zero, and such a product adds nothing. */
const VALUE = (row: string) => `CASE WHEN ABS(${row}.purchase_price) < 1e-150 OR ABS(${row}.quantity) < 1e-150 THEN 0
  ELSE ${row}.purchase_price * ${row}.quantity END`;
const KEY = (row: string) => `${row}.group_id, COALESCE(${row}.resolved_location_id, ''), ${row}.entity_type_id`;
const KEY_IS = (row: string) =>
  `group_id = ${row}.group_id AND location_id = COALESCE(${row}.resolved_location_id, '')
   AND entity_type_id = ${row}.entity_type_id`;
const WATCHED = "group_id, entity_type_id, resolved_location_id, archived, sold_date, purchase_price, quantity";

function statements(postgres: boolean) {
  const existing = postgres ? "location_value_sums." : "";
  const same = (c: string) => `old.${c} IS ${postgres ? "NOT DISTINCT FROM" : ""} new.${c}`;
  return {
    add: (row: string) => `INSERT INTO location_value_sums (group_id, location_id, entity_type_id, entities, value)
      VALUES (${KEY(row)}, 1, ${VALUE(row)})
      ON CONFLICT (group_id, location_id, entity_type_id)
      DO UPDATE SET entities = ${existing}entities + 1, value = ${existing}value + excluded.value;`,
    remove: (row: string) => `UPDATE location_value_sums SET entities = entities - 1, value = value - ${VALUE(row)}
      WHERE ${KEY_IS(row)};
      DELETE FROM location_value_sums WHERE ${KEY_IS(row)} AND entities = 0;`,
    changed: `NOT (${WATCHED.split(", ").map(same).join(" AND ")})`,
  };
}

async function createSqliteTriggers(db: Kysely<unknown>) {
  const q = statements(false);
  const trigger = (name: string, event: string, when: string, body: string) =>
    sql`CREATE TRIGGER ${sql.raw(`location_value_sums_${name}`)} AFTER ${sql.raw(event)} ON entities
      WHEN ${sql.raw(when)} BEGIN ${sql.raw(body)} END`.execute(db);
  await trigger("insert", "INSERT", COUNTS("new"), q.add("new"));
  await trigger("delete", "DELETE", COUNTS("old"), q.remove("old"));
  // An update takes the old row's part out and puts the new row's in; SQLite runs the two in either order.
  const update = `UPDATE OF ${WATCHED}`;
  await trigger("update_old", update, `(${q.changed}) AND ${COUNTS("old")}`, q.remove("old"));
  await trigger("update_new", update, `(${q.changed}) AND ${COUNTS("new")}`, q.add("new"));
}

export async function createPostgresTriggers(db: Kysely<unknown>) {
  const q = statements(true);
  await sql`CREATE FUNCTION location_value_sums_follow() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' AND ${sql.raw(COUNTS("old"))} THEN ${sql.raw(q.remove("old"))} END IF;
      IF TG_OP <> 'DELETE' AND ${sql.raw(COUNTS("new"))} THEN ${sql.raw(q.add("new"))} END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER location_value_sums_insert_delete AFTER INSERT OR DELETE ON entities
    FOR EACH ROW EXECUTE FUNCTION location_value_sums_follow()`.execute(db);
  await sql`CREATE TRIGGER location_value_sums_update AFTER UPDATE ON entities
    FOR EACH ROW WHEN (${sql.raw(q.changed)}) EXECUTE FUNCTION location_value_sums_follow()`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`CREATE TABLE location_value_sums (
    group_id text NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    location_id text NOT NULL,
    entity_type_id text NOT NULL,
    entities integer NOT NULL,
    value double precision NOT NULL,
    PRIMARY KEY (group_id, location_id, entity_type_id)
  )`.execute(db);
  await sql`INSERT INTO location_value_sums (group_id, location_id, entity_type_id, entities, value)
    SELECT ${sql.raw(KEY("e"))}, COUNT(*), SUM(${sql.raw(VALUE("e"))})
    FROM entities e WHERE ${sql.raw(COUNTS("e"))} GROUP BY ${sql.raw(KEY("e"))}`.execute(db);
  await (postgres ? createPostgresTriggers(db) : createSqliteTriggers(db));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`DROP TRIGGER location_value_sums_update ON entities`.execute(db);
    await sql`DROP TRIGGER location_value_sums_insert_delete ON entities`.execute(db);
    await sql`DROP FUNCTION location_value_sums_follow()`.execute(db);
  } else {
    for (const t of ["insert", "delete", "update_old", "update_new"])
      await sql`DROP TRIGGER ${sql.raw(`location_value_sums_${t}`)}`.execute(db);
  }
  await sql`DROP TABLE location_value_sums`.execute(db);
}
