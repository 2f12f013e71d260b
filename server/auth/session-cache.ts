import type { Db } from "../db/database";
import type { AuthInfo, Role } from "../http/api";

/** What a token (and the group it selects) resolved to: the user, and their membership in that group if any. */
export interface CachedSession {
  userId: string;
  userName: string;
  kind: AuthInfo["kind"];
  expiresAt: string;
  /** null: the user is not a member of the selected group (or has no default group). */
  groupId: string | null;
  role: Role | null;
}

/** Most sessions kept at once; the oldest entry goes first when full. */
const MAX_ENTRIES = 10_000;

/**
 * What a token hash (with the group it selects) resolved to, kept a few seconds so that a burst of requests
 * looks the token up once. Expiry is still checked on every request against the cached `expiresAt`;
 * sign-out, a password change, a removed member or a changed role clear the cache of this process at once. What it cannot see is a token revoked by another process (a second
 * node on the same PostgreSQL, a hand edit of `auth_tokens`): that is why it is off by default on
 * PostgreSQL and short on SQLite (README, `SESSION_CACHE_SECONDS`).
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession & { until: number }>();
  /**
   * Bumped by clear(). A lookup that read the database before a sign-out may answer after it: it
   * passes the generation it started in, and set() drops its answer when a clear() came in between.
   */
  generation = 0;

  constructor(private readonly ttlMs: number) {}

  get(tokenHash: string, now = Date.now()): CachedSession | undefined {
    const hit = this.entries.get(tokenHash);
    if (!hit) return undefined;
    if (hit.until > now) return hit;
    this.entries.delete(tokenHash);
    return undefined;
  }

  set(tokenHash: string, session: CachedSession, startedIn: number, now = Date.now()) {
    if (this.ttlMs <= 0 || startedIn !== this.generation) return;
    const oldest = this.entries.keys().next();
    if (this.entries.size >= MAX_ENTRIES && !oldest.done) this.entries.delete(oldest.value);
    this.entries.set(tokenHash, { ...session, until: now + this.ttlMs });
  }

  /** Sign-out, membership and role changes (anything that revokes access) forget every cached session of this process. */
  clear() {
    this.generation++;
    this.entries.clear();
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** Default lifetime of a cached session: SQLite serves one process, PostgreSQL may serve several. */
export const defaultSessionCacheSeconds = (db: Db) => (db.dialect === "sqlite" ? 10 : 0);

/** The one cache of a database handle (created on first use with the configured lifetime). */
export function sessionCacheFor(db: Db, seconds = defaultSessionCacheSeconds(db)): SessionCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SessionCache(seconds * 1000)));
  return cache;
}
