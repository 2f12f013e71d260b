import type { Kysely } from "kysely";

/** Login attempts as one row per key of the last five times, so one upsert checks and counts (auth/rate-limit.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("login_failures").ifExists().execute();
  await db.schema
    .createTable("login_attempts")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("a1", "text", (c) => c.notNull())
    .addColumn("a2", "text", (c) => c.notNull())
    .addColumn("a3", "text", (c) => c.notNull())
    .addColumn("a4", "text", (c) => c.notNull())
    .addColumn("a5", "text", (c) => c.notNull())
    .addColumn("allowed", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("login_attempts").ifExists().execute();
  await db.schema
    .createTable("login_failures")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("failed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("login_failures_key").on("login_failures").columns(["key", "failed_at"]).execute();
}
