import type { Kysely } from "kysely";

/**
 * History's second step: the attachment rows of deleted entities, kept for a grace period so that restoring the
 * entity brings its files back (docs/decisions/028-deleted-entities-attachments.md; no reference to `entities`:
 * the entity is gone); and indexes for the group feed filtered by action or actor, whose page and count
 * would otherwise walk every change of the group (bench/results.md, "History").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("kept_attachments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("entity_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("thumbnail_id", "text")
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("mime_type", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("storage_key", "text", (c) => c.notNull())
    .addColumn("primary", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("deleted_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("kept_attachments_entity").on("kept_attachments").column("entity_id").execute();
  await db.schema.createIndex("kept_attachments_deleted").on("kept_attachments").column("deleted_at").execute();
  await db.schema.createIndex("kept_attachments_key").on("kept_attachments").column("storage_key").execute();
  await db.schema
    .createIndex("entity_changes_group_action")
    .on("entity_changes")
    .columns(["group_id", "action", "seq"])
    .execute();
  await db.schema
    .createIndex("entity_changes_group_actor")
    .on("entity_changes")
    .columns(["group_id", "actor_id", "seq"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("entity_changes_group_actor").execute();
  await db.schema.dropIndex("entity_changes_group_action").execute();
  await db.schema.dropTable("kept_attachments").execute();
}
