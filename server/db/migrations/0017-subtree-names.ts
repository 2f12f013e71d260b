import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * PostgreSQL reads `lower(name)` from an index alone only when it also holds `name`, so the subtree list's
 * sort gets it as an included column (docs/decisions/017). SQLite needs no change.
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
