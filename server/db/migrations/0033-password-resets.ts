import type { Kysely } from "kysely";

/** Password reset links, by the SHA-256 of their token (docs/decisions/034-proxy-sign-in-and-password-reset.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("password_resets")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("password_resets_user").on("password_resets").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("password_resets").ifExists().execute();
}
