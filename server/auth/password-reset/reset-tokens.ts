import type { Db } from "../../db/database";
import { inTransaction } from "../../db/transaction";
import { withCode } from "../../../contract/error-codes";
import { DomainError } from "../../domain/errors";
import { hashToken, newToken } from "../passwords";
import { sessionCacheFor } from "../session-cache";

const invalidLink = () =>
  new DomainError("bad-input", "This reset link is unknown, already used or expired; ask for a new one.", {
    extra: withCode("reset_link_invalid"),
  });

/**
 * A new reset token for the account of this e-mail (undefined when there is none); only the newest link of
 * an account works. The token itself is only in the mail: the table holds its hash.
 */
export async function issueResetToken(db: Db, email: string, ttlMs: number): Promise<string | undefined> {
  const now = new Date();
  return inTransaction(db, async (trx) => {
    const user = await trx.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
    if (!user) return undefined;
    const token = newToken();
    await trx.deleteFrom("password_resets").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("password_resets").where("expires_at", "<", now.toISOString()).execute();
    await trx
      .insertInto("password_resets")
      .values({
        token_hash: hashToken(token),
        user_id: user.id,
        expires_at: new Date(now.getTime() + ttlMs).toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
    return token;
  });
}

/**
 * Uses a token once: sets the password and ends every session of the account, or changes nothing. The row
 * is taken by its delete, so two parallel uses cannot both succeed.
 */
export async function redeemResetToken(db: Db, token: string, passwordHash: string): Promise<void> {
  const now = new Date().toISOString();
  await inTransaction(db, async (trx) => {
    const used = await trx
      .deleteFrom("password_resets")
      .where("token_hash", "=", hashToken(token))
      .returning(["user_id", "expires_at"])
      .executeTakeFirst();
    if (!used || used.expires_at <= now) return false;
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: now })
      .where("id", "=", used.user_id)
      .execute();
    await trx.deleteFrom("auth_tokens").where("user_id", "=", used.user_id).execute();
    return true;
  }).then((changed) => {
    // An expired token is gone all the same (its delete commits); the answer is the same as for an unknown one.
    if (!changed) throw invalidLink();
  });
  sessionCacheFor(db).clear();
}
