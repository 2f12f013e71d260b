import type { Kysely } from "kysely";

/**
 * An API key's scope (docs/api.md, "API keys"): `read-only`, or `read-write` without account management.
 * Keys made before scopes existed keep writing, as they did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("api_keys")
    .addColumn("scope", "text", (c) => c.notNull().defaultTo("read-write"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("api_keys").dropColumn("scope").execute();
}
