import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/database";
import { ApiError } from "../http/errors";
import type { Env } from "../http/api";
import { hashToken } from "./passwords";
import type { CachedSession, SessionCache } from "./session-cache";

/** The raw token from `Authorization: Bearer <raw>` or `Authorization: <raw>`. */
export function rawToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.replace(/^Bearer\s+/i, "").trim();
  return value || undefined;
}

const ATTACHMENT_DOWNLOAD = /^\/api\/v1\/entities\/[^/]+\/attachments\/[^/]+$/;

/**
 * Every /v1 route but the public ones needs a live token (docs/spec/contract.md, "Authentication and tenancy": missing,
 * unknown or expired → 401). An attachment download may instead carry `?access_token=` with the login's attachment
 * token (never the session token), because an <img> sends no header.
 */
export function requireAuth(db: Db, sessions: SessionCache): MiddlewareHandler<Env> {
  return async (c, next) => {
    const isDownload = c.req.method === "GET" && ATTACHMENT_DOWNLOAD.test(c.req.path);
    const fromHeader = rawToken(c.req.header("authorization"));
    const raw = fromHeader ?? (isDownload ? c.req.query("access_token") : undefined);
    if (!raw) throw new ApiError(401, "Sign in first: the Authorization header is missing.");
    const tokenHash = hashToken(raw);
    const session = sessions.get(tokenHash) ?? (await lookUp(db, sessions, tokenHash));
    if (!session || session.expiresAt <= new Date().toISOString()) {
      throw new ApiError(401, "Your session has expired or was signed out; sign in again.");
    }
    if (session.kind === "attachment" && !isDownload) {
      throw new ApiError(401, "This token opens attachments only; sign in for the rest.");
    }
    // A URL ends up in logs, history and Referer headers: only the attachment token may travel in one.
    if (session.kind === "session" && !fromHeader) {
      throw new ApiError(401, "A session token must be sent in the Authorization header, never in the URL.");
    }
    // Until groups can be shared, every user is the owner of the one group they signed up with.
    c.set("auth", { userId: session.userId, groupId: session.groupId, tokenHash, kind: session.kind, role: "owner" });
    await next();
  };
}

async function lookUp(db: Db, sessions: SessionCache, tokenHash: string): Promise<CachedSession | undefined> {
  const generation = sessions.generation;
  const row = await db.reader
    .selectFrom("auth_tokens as a")
    .innerJoin("users as u", "u.id", "a.user_id")
    .select(["a.user_id", "a.kind", "a.expires_at", "u.group_id"])
    .where("a.token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const session = { userId: row.user_id, groupId: row.group_id, kind: row.kind, expiresAt: row.expires_at };
  sessions.set(tokenHash, session, generation);
  return session;
}
