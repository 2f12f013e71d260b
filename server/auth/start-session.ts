import type { LoginResult } from "../../contract";
import type { Db } from "../db/database";
import { hashToken, newToken } from "./passwords";

const DAY = 24 * 60 * 60 * 1000;

/** Writes a session token and its attachment token for a user whose identity was just proven. */
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
