import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * PostgreSQL: the value held at each location (0020) follows an UPDATE of entities once per statement
 * instead of once per row: the statement's old and new rows are added up per location first, so that a bulk
 * move into one location writes that location's sums row once, not once per entity (issue 41).
 * SQLite has no statement-level triggers; its row triggers stay (in-process, they cost little there).
 */
const COUNTS = (row: string) => `${row}.archived = 0 AND ${row}.sold_date = ''`;
/** As in 0016 and 0020: PostgreSQL fails a product that underflows to zero, and such a product adds nothing. */
const VALUE = (row: string) => `CASE WHEN ABS(${row}.purchase_price) < 1e-150 OR ABS(${row}.quantity) < 1e-150 THEN 0
  ELSE ${row}.purchase_price * ${row}.quantity END`;
const KEY = (row: string) =>
  `${row}.group_id AS group_id, COALESCE(${row}.resolved_location_id, '') AS location_id,
   ${row}.entity_type_id AS entity_type_id`;
const WATCHED = ["group_id", "entity_type_id", "resolved_location_id", "archived", "sold_date", "purchase_price"];
const CHANGED = [...WATCHED, "quantity"].map((c) => `o.${c} IS DISTINCT FROM n.${c}`).join(" OR ");

/**
 * Each changed row's part taken out of its old key and put into its new one, netted per key; then the sums
 * rows left empty, which can only be old rows' keys.
 */
const FOLLOW = `
  INSERT INTO location_value_sums AS s (group_id, location_id, entity_type_id, entities, value)
  SELECT group_id, location_id, entity_type_id, SUM(entities), SUM(value) FROM (
    SELECT ${KEY("o")}, -1 AS entities, -(${VALUE("o")}) AS value
    FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (${CHANGED}) AND ${COUNTS("o")}
    UNION ALL
    SELECT ${KEY("n")}, 1, ${VALUE("n")}
    FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (${CHANGED}) AND ${COUNTS("n")}
  ) parts
  GROUP BY group_id, location_id, entity_type_id HAVING SUM(entities) <> 0 OR SUM(value) <> 0
  -- In key order, so that two statements writing the same sums rows wait for each other, never deadlock.
  ORDER BY group_id, location_id, entity_type_id
  ON CONFLICT (group_id, location_id, entity_type_id)
  DO UPDATE SET entities = s.entities + excluded.entities, value = s.value + excluded.value;
  DELETE FROM location_value_sums s WHERE s.entities = 0
    AND (s.group_id, s.location_id, s.entity_type_id) IN
      (SELECT o.group_id, COALESCE(o.resolved_location_id, ''), o.entity_type_id FROM old_rows o);`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`DROP TRIGGER location_value_sums_update ON entities`.execute(db);
  await sql`CREATE FUNCTION location_value_sums_follow_statement() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${sql.raw(FOLLOW)} RETURN NULL; END $$`.execute(db);
  await sql`CREATE TRIGGER location_value_sums_update AFTER UPDATE ON entities
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION location_value_sums_follow_statement()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`DROP TRIGGER location_value_sums_update ON entities`.execute(db);
  await sql`DROP FUNCTION location_value_sums_follow_statement()`.execute(db);
  await sql`CREATE TRIGGER location_value_sums_update AFTER UPDATE ON entities
    FOR EACH ROW WHEN (NOT (${sql.raw(
      WATCHED.concat("quantity")
        .map((c) => `old.${c} IS NOT DISTINCT FROM new.${c}`)
        .join(" AND "),
    )}))
    EXECUTE FUNCTION location_value_sums_follow()`.execute(db);
}
