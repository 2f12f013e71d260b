import { PostgresAdapter, sql, type Kysely } from "kysely";

/** Recent change events for `Last-Event-ID` replay across PostgreSQL processes (docs/events.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`CREATE TABLE events (
    id bigserial PRIMARY KEY,
    group_id text NOT NULL,
    payload text NOT NULL,
    created_at text NOT NULL)`.execute(db);
  await sql`CREATE INDEX events_group ON events (group_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS events`.execute(db);
}
