import type { Kysely } from "kysely";

/**
 * Identities at OpenID providers linked to accounts, and the one-time tickets of a sign-in in flight
 * (docs/decisions/033-identity-model.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("user_identities")
    .addColumn("issuer", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_identities_pk", ["issuer", "subject"])
    .execute();
  await db.schema.createIndex("user_identities_user").on("user_identities").column("user_id").execute();
  await db.schema
    .createTable("oidc_tickets")
    .addColumn("ticket_hash", "text", (c) => c.primaryKey())
    /** `state`: a sign-in sent to the provider; `link`: waiting for the password; `handoff`: for the SPA. */
    .addColumn("kind", "text", (c) => c.notNull())
    /** JSON, its shape per kind (server/auth/oidc/tickets.ts). */
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
}
