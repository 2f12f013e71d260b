import type { Kysely } from "kysely";
import type { LinkedIdentity } from "../../../contract";
import type { Database } from "../../db/schema";

/** Whether the account still has the e-mail a link ticket was issued for (it may have changed since). */
export async function stillHasEmail(db: Kysely<Database>, userId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where("id", "=", userId)
    .where("email", "=", email)
    .executeTakeFirst();
  return row !== undefined;
}

export async function identitiesOf(db: Kysely<Database>, userId: string): Promise<LinkedIdentity[]> {
  const rows = await db
    .selectFrom("user_identities")
    .select(["issuer", "email", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({ issuer: row.issuer, email: row.email, linkedAt: row.created_at }));
}
