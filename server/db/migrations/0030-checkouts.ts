import { sql, type Kysely } from "kysely";

/**
 * Lending: one row per check-out, kept after the return (docs/decisions/031-lending.md). At most one open
 * check-out per entity, which a partial unique index enforces on both databases.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("checkouts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("entity_id", "text", (c) => c.notNull().references("entities.id").onDelete("cascade"))
    /** A member of the group, or null for a named person outside it. */
    .addColumn("to_user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    /** The borrower's name as it was at the check-out (a member's name, or the typed one). */
    .addColumn("to_name", "text", (c) => c.notNull())
    .addColumn("since", "text", (c) => c.notNull())
    /** `YYYY-MM-DD` or "" (no due date). */
    .addColumn("due", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("returned_at", "text")
    .addColumn("return_note", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("checkouts_open_entity")
    .on("checkouts")
    .column("entity_id")
    .unique()
    .where(sql.ref("returned_at"), "is", null)
    .execute();
  await db.schema
    .createIndex("checkouts_open_group_due")
    .on("checkouts")
    .columns(["group_id", "due"])
    .where(sql.ref("returned_at"), "is", null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("checkouts").ifExists().execute();
}
