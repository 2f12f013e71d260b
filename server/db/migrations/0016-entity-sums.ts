import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Running sums per group, type and archived flag (per day, per warranty end) that the statistics add up
 * instead of scanning every entity; triggers keep them in every write (docs/decisions/018).
 */
/**
 * price × quantity, or 0 when a factor is below 1e-150: PostgreSQL fails a multiplication whose result
 * underflows to zero, and such a product is far below any sum's 6 decimals.
 */
const product = (row: string) =>
  `CASE WHEN ABS(${row}.purchase_price) < 1e-150 OR ABS(${row}.quantity) < 1e-150 THEN 0
   ELSE ${row}.purchase_price * ${row}.quantity END`;

export interface Summary {
  table: string;
  /** The column that, after group, type and archived flag, keys a row; and its value for an entity row. */
  key: string;
  keyOf: (row: string) => string;
  /** Columns summed besides the count of entities, and what an entity row adds to each. */
  sums: Record<string, (row: string) => string>;
}

export const SUMMARIES: Summary[] = [
  {
    table: "entity_day_sums",
    key: "day",
    keyOf: (row) => `COALESCE(NULLIF(${row}.purchase_date, ''), SUBSTR(${row}.created_at, 1, 10))`,
    sums: { price: (row) => `${row}.purchase_price`, value: (row) => product(row) },
  },
  {
    table: "entity_warranty_counts",
    key: "warranty",
    keyOf: (row) => `CASE WHEN ${row}.lifetime_warranty = 1 THEN 'lifetime' ELSE ${row}.warranty_expires END`,
    sums: {},
  },
];
/** SQLite fires its update triggers only for writes to these (PostgreSQL's conditions say the same). */
export const SUMMED_COLUMNS = [
  ...["group_id", "entity_type_id", "archived", "purchase_date", "created_at"],
  ...["lifetime_warranty", "warranty_expires", "purchase_price", "quantity"],
];
const SUMMED = SUMMED_COLUMNS.join(", ");

function statements(s: Summary, postgres: boolean) {
  const same = (a: string, b: string) => `${a} IS ${postgres ? "NOT DISTINCT FROM" : ""} ${b}`;
  const sums = Object.entries(s.sums);
  const keyColumns = `group_id, entity_type_id, archived, ${s.key}`;
  /** The count and the sums: the columns a row holds after its key. */
  const sumColumns = ["entities", ...sums.map(([c]) => c)].join(", ");
  const keyValues = (row: string) => `${row}.group_id, ${row}.entity_type_id, ${row}.archived, ${s.keyOf(row)}`;
  const keyIs = (row: string) =>
    `group_id = ${row}.group_id AND entity_type_id = ${row}.entity_type_id AND archived = ${row}.archived
     AND ${s.key} = ${s.keyOf(row)}`;
  const sameKey = ["group_id", "entity_type_id", "archived"]
    .map((c) => same(`old.${c}`, `new.${c}`))
    .concat(same(s.keyOf("old"), s.keyOf("new")))
    .join(" AND ");
  // PostgreSQL names the existing row's columns by table in the conflict clause; SQLite takes them bare.
  const existing = postgres ? `${s.table}.` : "";
  const add = (row: string) =>
    `INSERT INTO ${s.table} (${keyColumns}, ${sumColumns})
     VALUES (${keyValues(row)}, 1${sums.map(([, v]) => `, ${v(row)}`).join("")})
     ON CONFLICT (${keyColumns}) DO UPDATE SET entities = ${existing}entities + 1
       ${sums.map(([c]) => `, ${c} = ${existing}${c} + excluded.${c}`).join("")};`;
  const takeOut = (row: string) =>
    `UPDATE ${s.table} SET entities = entities - 1${sums.map(([c, v]) => `, ${c} = ${c} - ${v(row)}`).join("")}
     WHERE ${keyIs(row)}`;
  const dropEmpty = (row: string) => `DELETE FROM ${s.table} WHERE ${keyIs(row)} AND entities = 0;`;
  return {
    keyColumns,
    sumColumns,
    keyValues,
    sums,
    sameKey,
    sumsChanged: sums.map(([, v]) => `NOT (${same(v("old"), v("new"))})`).join(" OR ") || "false",
    add,
    /** Whether the row is left empty is known from the update on PostgreSQL; SQLite has no variables. */
    remove: (row: string) =>
      postgres
        ? `${takeOut(row)} RETURNING entities INTO remaining; IF remaining = 0 THEN ${dropEmpty(row)} END IF;`
        : `${takeOut(row)}; ${dropEmpty(row)}`,
    adjust: `UPDATE ${s.table} SET ${sums.map(([c, v]) => `${c} = ${c} + ${v("new")} - ${v("old")}`).join(", ")}
      WHERE ${keyIs("new")};`,
  };
}

async function createSqliteTriggers(db: Kysely<unknown>, s: Summary) {
  const q = statements(s, false);
  const trigger = (name: string, event: string, body: string) =>
    sql`CREATE TRIGGER ${sql.raw(`${s.table}_${name}`)} AFTER ${sql.raw(event)} ON entities ${sql.raw(body)}`.execute(
      db,
    );
  await trigger("insert", "INSERT", `BEGIN ${q.add("new")} END`);
  await trigger("delete", "DELETE", `BEGIN ${q.remove("old")} END`);
  await trigger("move", `UPDATE OF ${SUMMED}`, `WHEN NOT (${q.sameKey}) BEGIN ${q.remove("old")} ${q.add("new")} END`);
  if (q.sums.length > 0)
    await trigger("adjust", `UPDATE OF ${SUMMED}`, `WHEN (${q.sameKey}) AND (${q.sumsChanged}) BEGIN ${q.adjust} END`);
}

export async function createPostgresTriggers(db: Kysely<unknown>, s: Summary) {
  const q = statements(s, true);
  const adjust = q.sums.length > 0 ? `IF TG_OP = 'UPDATE' AND ${q.sameKey} THEN ${q.adjust} RETURN NULL; END IF;` : "";
  await sql`CREATE FUNCTION ${sql.raw(`${s.table}_follow`)}() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE remaining integer;
    BEGIN
      ${sql.raw(adjust)}
      IF TG_OP <> 'INSERT' THEN ${sql.raw(q.remove("old"))} END IF;
      IF TG_OP <> 'DELETE' THEN ${sql.raw(q.add("new"))} END IF;
      RETURN NULL;
    END $$`.execute(db);
  const run = sql.raw(`EXECUTE FUNCTION ${s.table}_follow()`);
  await sql`CREATE TRIGGER ${sql.raw(`${s.table}_insert_delete`)} AFTER INSERT OR DELETE ON entities
    FOR EACH ROW ${run}`.execute(db);
  await sql`CREATE TRIGGER ${sql.raw(`${s.table}_update`)} AFTER UPDATE ON entities
    FOR EACH ROW WHEN (NOT (${sql.raw(q.sameKey)}) OR ${sql.raw(q.sumsChanged)}) ${run}`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const s of SUMMARIES) {
    const q = statements(s, postgres);
    const columns = q.sums.map(([c]) => `, ${c} double precision NOT NULL`).join("");
    await sql`CREATE TABLE ${sql.raw(s.table)} (
      group_id text NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
      entity_type_id text NOT NULL,
      archived integer NOT NULL,
      ${sql.raw(s.key)} text NOT NULL,
      entities integer NOT NULL ${sql.raw(columns)},
      PRIMARY KEY (${sql.raw(q.keyColumns)})
    )`.execute(db);
    await sql`INSERT INTO ${sql.raw(s.table)} (${sql.raw(q.keyColumns)}, ${sql.raw(q.sumColumns)})
      SELECT ${sql.raw(q.keyValues("e"))}, COUNT(*)${sql.raw(q.sums.map(([, v]) => `, SUM(${v("e")})`).join(""))}
      FROM entities e GROUP BY ${sql.raw(q.keyValues("e"))}`.execute(db);
    await (postgres ? createPostgresTriggers(db, s) : createSqliteTriggers(db, s));
  }
  await sql`DROP INDEX entities_statistics`.execute(db);
  await sql`CREATE INDEX entities_group_type ON entities (group_id, entity_type_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const s of SUMMARIES) {
    const triggers = postgres ? ["update", "insert_delete"] : ["insert", "delete", "move", "adjust"];
    for (const t of triggers)
      await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${s.table}_${t}`)}${sql.raw(postgres ? " ON entities" : "")}`.execute(
        db,
      );
    if (postgres) await sql`DROP FUNCTION ${sql.raw(`${s.table}_follow`)}()`.execute(db);
    await sql`DROP TABLE ${sql.raw(s.table)}`.execute(db);
  }
  await sql`DROP INDEX entities_group_type`.execute(db);
  await sql`CREATE INDEX entities_statistics ON entities (group_id, entity_type_id, archived, purchase_price,
    quantity, lifetime_warranty, warranty_expires, purchase_date, created_at)`.execute(db);
}
