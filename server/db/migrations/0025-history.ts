import { PostgresAdapter, type Kysely } from "kysely";

/** Every change of an entity, written in the write's own transaction (docs/decisions/023-history.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("entity_changes")
    .addColumn("seq", postgres ? "serial" : "integer", (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("id", "text", (c) => c.notNull().unique())
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("entity_id", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor_id", "text", (c) => c.notNull())
    .addColumn("actor_kind", "text", (c) => c.notNull())
    .addColumn("actor_name", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("batch_id", "text")
    .addColumn("changes", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("entity_changes_entity").on("entity_changes").columns(["entity_id", "seq"]).execute();
  await db.schema.createIndex("entity_changes_group").on("entity_changes").columns(["group_id", "seq"]).execute();
  await db.schema.createIndex("entity_changes_batch").on("entity_changes").columns(["group_id", "batch_id"]).execute();
  await db.schema.alterTable("groups").addColumn("history_keep_days", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("groups").dropColumn("history_keep_days").execute();
  await db.schema.dropTable("entity_changes").execute();
}
