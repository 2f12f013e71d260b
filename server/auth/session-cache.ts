import { LRUCache } from "lru-cache";
import type { ChangeMark } from "../db/database";
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
  /** A read-only API key's session: reads only, whatever the role. */
  readOnly: boolean;
  /** The API key a request came with: history names it as the actor. */
  apiKey?: { id: string; name: string };
}

/**
 * What a token hash and group resolved to, for a few seconds (cleared on any revocation here), or on
 * PostgreSQL while the database's change mark is unchanged, so other nodes' sign-outs count too.
 */
export class SessionCache {
  private readonly entries = new LRUCache<string, CachedSession & { until: number; mark: ChangeMark }>({
    max: 10_000,
  });
  /** Bumped by clear(), so that set() drops the answer of a lookup that began before a sign-out. */
  generation = 0;

  constructor(private readonly ttlMs: number) {}

  /** The session if it was kept less than `ttlMs` ago. */
  get(tokenHash: string, now = Date.now()): CachedSession | undefined {
    const hit = this.entries.get(tokenHash);
    if (!hit) return undefined;
    if (hit.until > now) return hit;
    if (hit.mark === undefined) this.entries.delete(tokenHash);
    return undefined;
  }

  /** Whether a session is kept at a change mark, which `getAt` would compare with the database's. */
  hasMark(tokenHash: string): boolean {
    return this.entries.get(tokenHash)?.mark !== undefined;
  }

  /** The session if it was read at `mark` and that is still the database's change mark. */
  getAt(tokenHash: string, mark: ChangeMark): CachedSession | undefined {
    const hit = this.entries.get(tokenHash);
    return hit?.mark !== undefined && hit.mark === mark ? hit : undefined;
  }

  set(tokenHash: string, session: CachedSession, startedIn: number, mark?: ChangeMark, now = Date.now()) {
    if ((this.ttlMs <= 0 && mark === undefined) || startedIn !== this.generation) return;
    this.entries.set(tokenHash, { ...session, until: now + this.ttlMs, mark });
  }

  /** Anything that revokes access forgets every cached session of this process. */
  clear() {
    this.generation++;
    this.entries.clear();
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** SQLite serves one process; PostgreSQL may serve several and keeps sessions at a change mark instead. */
export const defaultSessionCacheSeconds = (db: Db) => (db.dialect === "sqlite" ? 10 : 0);

/** The one cache of a database handle (created on first use with the configured lifetime). */
export function sessionCacheFor(db: Db, seconds = defaultSessionCacheSeconds(db)): SessionCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SessionCache(seconds * 1000)));
  return cache;
}
