import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** Revokes every token of a user but the sign-in `keepTokenHash` names (its session and attachment tokens). */
export async function revokeOtherSessions(db: Kysely<Database>, userId: string, keepTokenHash?: string) {
  const kept = keepTokenHash
    ? await db
        .selectFrom("auth_tokens")
        .select(["created_at", "expires_at"])
        .where("token_hash", "=", keepTokenHash)
        .where("kind", "=", "session")
        .executeTakeFirst()
    : undefined;
  let revoke = db.deleteFrom("auth_tokens").where("user_id", "=", userId);
  if (keepTokenHash && kept) {
    revoke = revoke.where((eb) =>
      eb.not(
        eb.or([
          eb("token_hash", "=", keepTokenHash),
          eb.and([
            eb("kind", "=", "attachment"),
            eb("created_at", "=", kept.created_at),
            eb("expires_at", "=", kept.expires_at),
          ]),
        ]),
      ),
    );
  }
  await revoke.execute();
}
