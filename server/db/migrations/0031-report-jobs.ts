import type { Kysely } from "kysely";

/** Inventory reports as jobs, as backups are (0009): progress while written, then the file's blob key. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("report_jobs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("progress", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("items", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("size_bytes", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("blob_key", "text")
    .addColumn("error", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("report_jobs_group").on("report_jobs").columns(["group_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("report_jobs").execute();
}
