import type { Context, MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import type { Access } from "../../contract/endpoint";
import { withCode } from "../../contract/error-codes";
import type { Db } from "../db/database";
import { ApiError } from "../http/errors";
import { changeMarkOf, type Env } from "../http/api";
import { hashToken } from "./passwords";
import { lookUpToken } from "./token-lookup";
import type { CachedSession, SessionCache } from "./session-cache";
import { requestHeader } from "../http/request-header";
import type { Config } from "../config";
import { cookieToken } from "./cookies";
import { refuseCrossSiteWrite } from "./csrf";
import { HOMEBOX_SUBPROTOCOL } from "../http/websockets";

/** The token Homebox's app offers after the `hb-auth` subprotocol of its WebSocket. */
function subprotocolToken(c: Context<Env>): string | undefined {
  const [name, token] = (requestHeader(c, "sec-websocket-protocol") ?? "").split(",").map((p) => p.trim());
  return name === HOMEBOX_SUBPROTOCOL && token ? token : undefined;
}

/** The raw token from `Authorization: Bearer <raw>` or `Authorization: <raw>`. */
export function rawToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.replace(/^Bearer\s+/i, "").trim();
  return value || undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Hashes of recently seen token-sized strings, since the same few come with every request. */
const recentTokenHashes = new LRUCache<string, string>({ max: 1000, memoMethod: (raw) => hashToken(raw) });
const tokenHashOf = (raw: string) => (raw.length > 64 ? hashToken(raw) : recentTokenHashes.memo(raw));

/** What a route asks of its caller, from its endpoint definition. */
export interface GuardRule {
  access: Exclude<Access, "public">;
  /** The login's attachment token may come as `?access_token=` (an <img>, an EventSource). */
  urlToken: boolean;
  /** Account management: an API key is refused (docs/api.md, "API keys"). */
  sessionOnly: boolean;
}

const ROLE_RANK = { viewer: 0, editor: 1, owner: 2 } as const;

/** A route's guard: a live token and a role reaching the route's access (docs/spec/contract.md, "Authentication"). */
export function guard(db: Db, sessions: SessionCache, config: Config) {
  return (rule: GuardRule): MiddlewareHandler<Env> =>
    async (c, next) => {
      const urlTokenAllowed = rule.urlToken;
      // A browser cannot set headers on a WebSocket: Homebox's app offers `hb-auth, <token>` as subprotocols.
      const fromHeader =
        rawToken(requestHeader(c, "authorization")) ?? (urlTokenAllowed ? subprotocolToken(c) : undefined);
      // Homebox's cookie session; never where a URL token is the way in, so an <img> link stays the only one.
      const fromCookie = fromHeader || urlTokenAllowed ? undefined : cookieToken(c);
      if (fromCookie) refuseCrossSiteWrite(c, config);
      const raw = fromHeader ?? fromCookie ?? (urlTokenAllowed ? c.req.query("access_token") : undefined);
      if (!raw) throw new ApiError(401, "Sign in first: the Authorization header is missing.");
      const tenant = requestHeader(c, "x-tenant") || c.req.query("tenant") || undefined;
      if (tenant !== undefined && !UUID.test(tenant)) {
        throw new ApiError(400, "The X-Tenant header (or tenant parameter) must be a group id.");
      }
      const tokenHash = tokenHashOf(raw);
      const cacheKey = tenant ? `${tokenHash}|${tenant.toLowerCase()}` : tokenHash;
      // A read may reuse a session kept at a change mark; a write would usually find the mark changed.
      const atMark = READS.has(c.req.method) && sessions.hasMark(cacheKey);
      const session =
        sessions.get(cacheKey) ??
        (atMark ? sessions.getAt(cacheKey, await changeMarkOf(c, db)) : undefined) ??
        (await lookUpToken(db, sessions, cacheKey, tokenHash, tenant));
      if (!session || session.expiresAt <= new Date().toISOString()) {
        throw new ApiError(
          401,
          "Your session has expired or was signed out; sign in again.",
          undefined,
          withCode("session_ended"),
        );
      }
      if (session.kind === "attachment" && !urlTokenAllowed) {
        throw new ApiError(401, "This token opens attachments and the event stream only; sign in for the rest.");
      }
      // A URL ends up in logs, history and Referer headers: only the attachment token may travel in one.
      if (session.kind !== "attachment" && !fromHeader && !fromCookie) {
        throw new ApiError(401, "A session token must be sent in the Authorization header, never in the URL.");
      }
      if (fromCookie && session.kind !== "session") {
        throw new ApiError(
          401,
          "The hb.auth.token cookie holds a sign-in's session token only; send a key as a header.",
        );
      }
      if (session.kind === "apikey") checkKeyScope(rule, session, c.req.method);
      const { userId, userName, kind, groupId, role, apiKey } = session;
      const { access } = rule;
      if (!groupId || !role) {
        // A named group one is not in looks the same whether it exists or not.
        if (tenant) {
          throw new ApiError(
            403,
            "You are not a member of the group named by X-Tenant.",
            undefined,
            withCode("not_member"),
          );
        }
        if (access !== "account") {
          const message = "You are not a member of any group; create one or accept an invitation.";
          throw new ApiError(403, message, undefined, withCode("no_group"));
        }
      }
      c.set("auth", { userId, userName, groupId: groupId ?? "", tokenHash, kind, role: role ?? "viewer", apiKey });
      if (access !== "account" && ROLE_RANK[role ?? "viewer"] < ROLE_RANK[access]) {
        throw roleTooLow(access === "owner" ? "owner" : "viewer");
      }
      await next();
    };
}

/** A key never manages its account (a leaked key must not lock its owner out); a read-only key only reads. */
function checkKeyScope(rule: GuardRule, session: CachedSession, method: string) {
  if (rule.sessionOnly) {
    const message = "API keys may not manage the account (keys, password, sessions, deletion); sign in.";
    throw new ApiError(403, message, undefined, withCode("key_not_allowed"));
  }
  if (session.readOnly && !READS.has(method)) {
    throw new ApiError(
      403,
      "This API key is read-only: it may not change anything.",
      undefined,
      withCode("read_only_key"),
    );
  }
}

export const VIEWER_MESSAGE = "Viewers may look but not change anything in this group.";
export const OWNER_MESSAGE = "Only an owner of this group may do this.";

/** The 403 for a role below the route's: `needs` "owner" for owners only, "viewer" when the caller only reads. */
export function roleTooLow(needs: "owner" | "viewer"): ApiError {
  return needs === "owner"
    ? new ApiError(403, OWNER_MESSAGE, undefined, withCode("owner_only"))
    : new ApiError(403, VIEWER_MESSAGE, undefined, withCode("viewer_read_only"));
}
