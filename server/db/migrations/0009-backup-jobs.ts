import type { Kysely } from "kysely";

/** Full backups as jobs (docs/data-transfer.md): progress while written, then the zip's blob key. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("backup_jobs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("progress", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("size_bytes", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("blob_key", "text")
    .addColumn("error", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("backup_jobs_group").on("backup_jobs").columns(["group_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("backup_jobs").execute();
}
