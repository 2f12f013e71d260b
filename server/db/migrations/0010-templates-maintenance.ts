import type { Kysely } from "kysely";

/**
 * Templates and the maintenance log. A template's default location is a plain id, not a foreign key, so
 * that create-item answers 422 when it is gone instead of silently placing the entity elsewhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("templates")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("default_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("default_description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("default_quantity", "double precision", (c) => c.notNull().defaultTo(1))
    .addColumn("default_entity_type_id", "text", (c) => c.references("entity_types.id").onDelete("set null"))
    .addColumn("default_location_id", "text")
    .addColumn("default_manufacturer", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("default_model_number", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("default_purchase_from", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("default_purchase_price", "double precision", (c) => c.notNull().defaultTo(0))
    .addColumn("default_insured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("default_lifetime_warranty", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("default_warranty_details", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("default_notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("include_warranty_fields", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("include_purchase_fields", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("include_sold_fields", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("templates_group").on("templates").columns(["group_id", "name"]).execute();

  await db.schema
    .createTable("template_tags")
    .addColumn("template_id", "text", (c) => c.notNull().references("templates.id").onDelete("cascade"))
    .addColumn("tag_id", "text", (c) => c.notNull().references("tags.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("template_tags_pk", ["template_id", "tag_id"])
    .execute();
  await db.schema.createIndex("template_tags_tag").on("template_tags").column("tag_id").execute();

  await db.schema
    .createTable("template_fields")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("template_id", "text", (c) => c.notNull().references("templates.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("text_value", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("number_value", "double precision", (c) => c.notNull().defaultTo(0))
    .addColumn("boolean_value", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("template_fields_template").on("template_fields").column("template_id").execute();

  await db.schema
    .createTable("maintenance_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("entity_id", "text", (c) => c.notNull().references("entities.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("cost", "double precision", (c) => c.notNull().defaultTo(0))
    .addColumn("scheduled_date", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("completed_date", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("maintenance_entity").on("maintenance_entries").column("entity_id").execute();
  await db.schema
    .createIndex("maintenance_group_open")
    .on("maintenance_entries")
    .columns(["group_id", "completed_date", "scheduled_date"])
    .execute();
  // "Is this stored file still referenced?" (duplicated entities share files; server/attachments/cleanup.ts).
  await db.schema.createIndex("attachments_storage_key").on("attachments").column("storage_key").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("attachments_storage_key").ifExists().execute();
  for (const t of ["maintenance_entries", "template_fields", "template_tags", "templates"]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
