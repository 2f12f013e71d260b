import type { Kysely } from "kysely";

/** The first schema. Every type here means the same on SQLite and PostgreSQL. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("groups")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull().defaultTo("usd"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("is_superuser", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("auth_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("login_failures")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("failed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("login_failures_key").on("login_failures").columns(["key", "failed_at"]).execute();

  await db.schema
    .createTable("entity_types")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("is_location", "integer", (c) => c.notNull())
    .addColumn("icon", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("entity_types_group").on("entity_types").column("group_id").execute();

  await db.schema
    .createTable("tags")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("parent_id", "text", (c) => c.references("tags.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("color", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("icon", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("tags_group").on("tags").column("group_id").execute();

  await db.schema
    .createTable("entities")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("entity_type_id", "text", (c) => c.notNull().references("entity_types.id"))
    .addColumn("parent_id", "text", (c) => c.references("entities.id"))
    .addColumn("location_id", "text", (c) => c.references("entities.id"))
    .addColumn("resolved_location_id", "text")
    .addColumn("asset_id", "integer")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("quantity", "double precision", (c) => c.notNull().defaultTo(1))
    .addColumn("archived", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("insured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("lifetime_warranty", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sync_child_entity_locations", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("manufacturer", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("model_number", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("serial_number", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("purchase_date", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("purchase_from", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("purchase_price", "double precision", (c) => c.notNull().defaultTo(0))
    .addColumn("sold_date", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("sold_notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("sold_price", "double precision", (c) => c.notNull().defaultTo(0))
    .addColumn("sold_to", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("warranty_details", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("warranty_expires", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("entities_group_name").on("entities").columns(["group_id", "name"]).execute();
  await db.schema.createIndex("entities_parent").on("entities").column("parent_id").execute();
  await db.schema.createIndex("entities_location").on("entities").column("location_id").execute();
  await db.schema.createIndex("entities_resolved_location").on("entities").column("resolved_location_id").execute();
  await db.schema.createIndex("entities_asset").on("entities").columns(["group_id", "asset_id"]).execute();

  await db.schema
    .createTable("entity_tags")
    .addColumn("entity_id", "text", (c) => c.notNull().references("entities.id").onDelete("cascade"))
    .addColumn("tag_id", "text", (c) => c.notNull().references("tags.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("entity_tags_pk", ["entity_id", "tag_id"])
    .execute();
  await db.schema.createIndex("entity_tags_tag").on("entity_tags").column("tag_id").execute();

  await db.schema
    .createTable("entity_fields")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("entity_id", "text", (c) => c.notNull().references("entities.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("text_value", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("number_value", "double precision", (c) => c.notNull().defaultTo(0))
    .addColumn("boolean_value", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("entity_fields_entity").on("entity_fields").column("entity_id").execute();
  await db.schema.createIndex("entity_fields_text").on("entity_fields").columns(["name", "text_value"]).execute();

  await db.schema
    .createTable("attachments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("entity_id", "text", (c) => c.notNull().references("entities.id").onDelete("cascade"))
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
    .execute();
  await db.schema.createIndex("attachments_entity").on("attachments").column("entity_id").execute();

  await db.schema
    .createTable("products")
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("barcode", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("manufacturer", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("model_number", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("image_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("image_base64", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("products_pk", ["group_id", "barcode", "source"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    "products",
    "attachments",
    "entity_fields",
    "entity_tags",
    "entities",
    "tags",
    "entity_types",
    "login_failures",
    "auth_tokens",
    "users",
    "groups",
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
