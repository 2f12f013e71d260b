import type { Kysely } from "kysely";

/** Notifiers, reminder settings and claims; a claim's unique key sends each reminder once (docs/notifications.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("notifiers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("is_active", "integer", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("masked_url", "text", (c) => c.notNull())
    .addColumn("last_error", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("last_error_at", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("last_success_at", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("notifiers_group").on("notifiers").columns(["group_id", "name"]).execute();

  await db.schema
    .createTable("reminder_settings")
    .addColumn("group_id", "text", (c) => c.primaryKey().references("groups.id").onDelete("cascade"))
    .addColumn("warranty_days", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("reminder_claims")
    .addColumn("notifier_id", "text", (c) => c.notNull().references("notifiers.id").onDelete("cascade"))
    .addColumn("reminder_key", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("claimed_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("reminder_claims_pk", ["notifier_id", "reminder_key"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ["reminder_claims", "reminder_settings", "notifiers"]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
