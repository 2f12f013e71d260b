import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * PostgreSQL: the list of everything under a location sorts its matches' ids by name before it reads
 * the page's rows (server/entities/list.ts). PostgreSQL reads `lower(name)` from an index without
 * visiting the table only when the index holds `name` itself as well, so entities_under_location gets
 * it as an included column; the sort then reads the index alone (docs/decisions/017). SQLite reads
 * the expression from the index as it is: its index stays as it was.
 */
const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;
const KEY = sql.raw("(resolved_location_id, archived, lower(name), id, entity_type_id, group_id)");

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP INDEX entities_under_location`.execute(db);
  await sql`CREATE INDEX entities_under_location ON entities ${KEY} INCLUDE (name)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP INDEX entities_under_location`.execute(db);
  await sql`CREATE INDEX entities_under_location ON entities ${KEY}`.execute(db);
}
