import { PostgresAdapter, sql, type Kysely } from "kysely";
import {
  createPostgresTriggers as dayAndWarrantyRowTriggers,
  SUMMARIES as ROW_SUMMARIES,
  SUMMED_COLUMNS,
  type Summary as RowSummary,
} from "./0016-entity-sums";
import { createPostgresTriggers as locationValueRowTriggers } from "./0020-location-values";
import { up as locationValuesPerStatement } from "./0034-location-values-per-statement";

/**
 * PostgreSQL: the running sums of entities (0016, 0020) follow each INSERT, UPDATE and DELETE once per
 * statement, as the location values' updates already did (0034). A row trigger writes the same sums row once
 * per entity, and every write in one transaction leaves a row version that the next one walks past, so a
 * transaction writing many entities of one key slows down with each row. The statement's rows are added up
 * per key first, so a statement writes each sums row once. SQLite updates in place; its row triggers stay
 * (docs/decisions/039-postgres-sums-per-statement.md).
 */
interface Summary {
  table: string;
  /** The sums table's key columns, and an entity row's value for each. */
  key: Record<string, (row: string) => string>;
  /** Columns summed besides the count of entities, and what an entity row adds to each. */
  sums: Record<string, (row: string) => string>;
  /** Whether an entity row counts at all. */
  counts: (row: string) => string;
  /** The entity columns whose change moves a row's part to another key or changes it. */
  watched: readonly string[];
}

/** As in 0016: PostgreSQL fails a product that underflows to zero, and such a product adds nothing. */
const VALUE = (row: string) => `CASE WHEN ABS(${row}.purchase_price) < 1e-150 OR ABS(${row}.quantity) < 1e-150 THEN 0
  ELSE ${row}.purchase_price * ${row}.quantity END`;
const OF_GROUP_AND_TYPE = {
  group_id: (row: string) => `${row}.group_id`,
  entity_type_id: (row: string) => `${row}.entity_type_id`,
};

/** 0016's day sums and warranty counts: keyed by group, type and archived flag, then a key of their own. */
const ofRowSummary = (s: RowSummary): Summary => ({
  table: s.table,
  key: { ...OF_GROUP_AND_TYPE, archived: (row) => `${row}.archived`, [s.key]: s.keyOf },
  sums: s.sums,
  counts: () => "true",
  watched: SUMMED_COLUMNS,
});

const SUMMARIES: Summary[] = [
  ...ROW_SUMMARIES.map(ofRowSummary),
  {
    table: "location_value_sums",
    key: { ...OF_GROUP_AND_TYPE, location_id: (row) => `COALESCE(${row}.resolved_location_id, '')` },
    sums: { value: VALUE },
    counts: (row) => `${row}.archived = 0 AND ${row}.sold_date = ''`,
    watched: [
      "group_id",
      "entity_type_id",
      "resolved_location_id",
      "archived",
      "sold_date",
      "purchase_price",
      "quantity",
    ],
  },
];

const EVENTS = ["insert", "update", "delete"] as const;
type Event = (typeof EVENTS)[number];

/** One statement's effect on a summary: each row's part, taken out of its old key and put into its new one. */
function follow(s: Summary, event: Event) {
  const keys = Object.keys(s.key);
  const sums = Object.entries(s.sums);
  const part = (row: "o" | "n", sign: "-" | "", from: string) =>
    `SELECT ${Object.entries(s.key)
      .map(([k, of]) => `${of(row)} AS ${k}`)
      .join(", ")}, ${sign}1 AS entities ${sums.map(([c, of]) => `, ${sign}(${of(row)}) AS ${c}`).join("")}
     FROM ${from} AND ${s.counts(row)}`;
  const changed = s.watched.map((c) => `o.${c} IS DISTINCT FROM n.${c}`).join(" OR ");
  const pairs = `old_rows o JOIN new_rows n ON n.id = o.id WHERE (${changed})`;
  const parts = {
    insert: part("n", "", "new_rows n WHERE true"),
    update: `${part("o", "-", pairs)} UNION ALL ${part("n", "", pairs)}`,
    delete: part("o", "-", "old_rows o WHERE true"),
  }[event];
  const list = (of: (k: string) => string) => keys.map(of).join(", ");
  const totals = ["entities", ...sums.map(([c]) => c)];
  // A delete only takes out of rows that exist: when a group's deletion has already taken its sums rows away,
  // the deletion of its entities must not put one back.
  const existing =
    event === "delete"
      ? `AND EXISTS (SELECT 1 FROM ${s.table} e WHERE ${keys.map((k) => `e.${k} = p.${k}`).join(" AND ")})`
      : "";
  const oldKeys = Object.values(s.key)
    .map((of) => of("o"))
    .join(", ");
  const dropEmpty =
    event === "insert"
      ? ""
      : `DELETE FROM ${s.table} s WHERE s.entities = 0 AND (${list((k) => `s.${k}`)}) IN (SELECT ${oldKeys} FROM old_rows o);`;
  return `
    INSERT INTO ${s.table} AS s (${list((k) => k)}, ${totals.join(", ")})
    SELECT ${list((k) => `p.${k}`)}, ${totals.map((c) => `SUM(p.${c})`).join(", ")} FROM (${parts}) p
    GROUP BY ${list((k) => `p.${k}`)}
    HAVING (${totals.map((c) => `SUM(p.${c}) <> 0`).join(" OR ")}) ${existing}
    -- In key order, so that two statements writing the same sums rows wait for each other, never deadlock.
    ORDER BY ${list((k) => `p.${k}`)}
    ON CONFLICT (${list((k) => k)}) DO UPDATE SET ${totals.map((c) => `${c} = s.${c} + excluded.${c}`).join(", ")};
    ${dropEmpty}`;
}

/** The rows each event's statement trigger sees. */
const TRANSITION_TABLES: Record<Event, string> = {
  insert: "NEW TABLE AS new_rows",
  update: "OLD TABLE AS old_rows NEW TABLE AS new_rows",
  delete: "OLD TABLE AS old_rows",
};

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const { table } of SUMMARIES) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_insert_delete`)} ON entities`.execute(db);
    await sql`DROP TRIGGER ${sql.raw(`${table}_update`)} ON entities`.execute(db);
    await sql`DROP FUNCTION ${sql.raw(`${table}_follow`)}()`.execute(db);
  }
  await sql`DROP FUNCTION location_value_sums_follow_statement()`.execute(db);
  for (const event of EVENTS) {
    const body = SUMMARIES.map((s) => follow(s, event)).join("\n");
    await sql`CREATE FUNCTION ${sql.raw(`entity_sums_after_${event}`)}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${sql.raw(body)} RETURN NULL; END $$`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`entity_sums_${event}`)} AFTER ${sql.raw(event.toUpperCase())} ON entities
      REFERENCING ${sql.raw(TRANSITION_TABLES[event])}
      FOR EACH STATEMENT EXECUTE FUNCTION ${sql.raw(`entity_sums_after_${event}`)}()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const event of EVENTS) {
    await sql`DROP TRIGGER ${sql.raw(`entity_sums_${event}`)} ON entities`.execute(db);
    await sql`DROP FUNCTION ${sql.raw(`entity_sums_after_${event}`)}()`.execute(db);
  }
  for (const s of ROW_SUMMARIES) await dayAndWarrantyRowTriggers(db, s);
  await locationValueRowTriggers(db);
  await locationValuesPerStatement(db);
}
