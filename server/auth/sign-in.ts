import type { LoginBody, LoginResult } from "../../contract";
import type { Db } from "../db/database";
import { inTransaction } from "../db/transaction";
import { DomainError } from "../domain/errors";
import { DUMMY_HASH, hashToken, newToken, verifyPassword } from "./passwords";
import { clearAttempts, takeAttempt } from "./rate-limit";
import { sessionCacheFor } from "./session-cache";

const DAY = 24 * 60 * 60 * 1000;

/** Checks e-mail and password (rate-limited) and writes a session token; undefined when either is wrong. */
export async function signIn(db: Db, body: LoginBody, clientAddress: string): Promise<LoginResult | undefined> {
  const key = hashToken(`${clientAddress}|${body.username}`);
  await takeAttempt(db.kysely, key, "Too many sign-in attempts; wait and try again.");
  const user = await db.kysely.selectFrom("users").selectAll().where("email", "=", body.username).executeTakeFirst();
  const ok = await verifyPassword(body.password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !ok) return undefined;
  await clearAttempts(db.kysely, key);
  return startSession(db, user.id, body.stayLoggedIn);
}

/** Writes a session token and its attachment token for a person whose identity has been checked. */
export async function startSession(db: Db, userId: string, stayLoggedIn: boolean): Promise<LoginResult> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + (stayLoggedIn ? 28 : 7) * DAY).toISOString();
  const token = newToken();
  const attachmentToken = newToken();
  const row = (raw: string, kind: "session" | "attachment") => ({
    token_hash: hashToken(raw),
    user_id: userId,
    kind,
    expires_at: expiresAt,
    created_at: now.toISOString(),
  });
  // One statement, so both rows share their timestamps: that pairs them (revokeOtherSessions, signOut).
  await db.kysely
    .insertInto("auth_tokens")
    .values([row(token, "session"), row(attachmentToken, "attachment")])
    .execute();
  await db.kysely.deleteFrom("auth_tokens").where("expires_at", "<", now.toISOString()).execute();
  return { token: `Bearer ${token}`, expiresAt, attachmentToken };
}

/** Revokes a session token and the attachment token of the same sign-in (an <img> URL must not outlive it). */
export async function signOut(db: Db, userId: string, tokenHash: string, kind: string): Promise<void> {
  if (kind === "apikey") throw new DomainError("bad-input", "An API key cannot sign out; delete the key instead.");
  await inTransaction(db, async (trx) => {
    const session = await trx
      .selectFrom("auth_tokens")
      .select(["created_at", "expires_at"])
      .where("token_hash", "=", tokenHash)
      .executeTakeFirst();
    await trx.deleteFrom("auth_tokens").where("token_hash", "=", tokenHash).execute();
    if (!session) return;
    await trx
      .deleteFrom("auth_tokens")
      .where("user_id", "=", userId)
      .where("kind", "=", "attachment")
      .where("created_at", "=", session.created_at)
      .where("expires_at", "=", session.expires_at)
      .execute();
  });
  // Signed out means signed out now, not when this process's cached session would have lapsed.
  sessionCacheFor(db).clear();
}
