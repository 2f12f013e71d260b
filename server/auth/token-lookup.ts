import { sql } from "kysely";
import { SNAPSHOT_MARK_SQL, type ChangeMark } from "../db/database";
import type { Db } from "../db/database";
import type { CachedSession, SessionCache } from "./session-cache";

/** API keys carry this prefix (as Homebox's do), so a lookup knows which table to ask. */
export const API_KEY_PREFIX = "hb_";
/** last_used_at is written at most this often per key: a key used in a loop must not turn reads into writes. */
const LAST_USED_EVERY_MS = 60_000;
const NEVER_EXPIRES = "9999-12-31T23:59:59.999Z";

/** Resolves a token hash to its user and membership in the selected group, cached when a cache is given. */
export async function lookUpToken(
  db: Db,
  sessions: SessionCache | undefined,
  cacheKey: string,
  tokenHash: string,
  tenant: string | undefined,
): Promise<CachedSession | undefined> {
  const generation = sessions?.generation ?? 0;
  const found = (await sessionToken(db, tokenHash, tenant)) ?? (await apiKey(db, tokenHash, tenant));
  if (!found) return undefined;
  const { mark, ...session } = found;
  sessions?.set(cacheKey, session, generation, mark);
  return session;
}

/** On PostgreSQL the change mark of the lookup's own statement: what it read is what the database held then. */
const snapshotMark = sql.raw<string>(SNAPSHOT_MARK_SQL).as("mark");

async function sessionToken(db: Db, tokenHash: string, tenant: string | undefined) {
  const row = await db.reader
    .selectFrom("auth_tokens as a")
    .innerJoin("users as u", "u.id", "a.user_id")
    .leftJoin("memberships as m", (j) =>
      j.onRef("m.user_id", "=", "a.user_id").on((eb) => eb("m.group_id", "=", tenant ?? eb.ref("u.group_id"))),
    )
    .select(["a.user_id", "a.kind", "a.expires_at", "u.name", "m.group_id", "m.role"])
    .$if(db.dialect === "postgres", (q) => q.select(snapshotMark))
    .where("a.token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    userId: row.user_id,
    userName: row.name,
    kind: row.kind,
    expiresAt: row.expires_at,
    groupId: row.group_id,
    role: row.role,
    readOnly: false,
    mark: row.mark,
  } satisfies CachedSession & { mark: ChangeMark };
}

async function apiKey(db: Db, tokenHash: string, tenant: string | undefined) {
  const row = await db.reader
    .selectFrom("api_keys as k")
    .innerJoin("users as u", "u.id", "k.user_id")
    .leftJoin("memberships as m", (j) =>
      j.onRef("m.user_id", "=", "k.user_id").on((eb) => eb("m.group_id", "=", tenant ?? eb.ref("u.group_id"))),
    )
    .select(["k.id", "k.name as key_name", "k.user_id", "k.expires_at", "k.last_used_at", "k.scope", "u.name"])
    .select(["m.group_id", "m.role"])
    .$if(db.dialect === "postgres", (q) => q.select(snapshotMark))
    .where("k.key_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const now = new Date();
  if (!row.last_used_at || Date.parse(row.last_used_at) < now.getTime() - LAST_USED_EVERY_MS) {
    await db.kysely.updateTable("api_keys").set({ last_used_at: now.toISOString() }).where("id", "=", row.id).execute();
  }
  return {
    userId: row.user_id,
    userName: row.name,
    kind: "apikey",
    expiresAt: row.expires_at ?? NEVER_EXPIRES,
    groupId: row.group_id,
    role: row.role,
    readOnly: row.scope === "read-only",
    apiKey: { id: row.id, name: row.key_name },
    // Kept at the mark read before last_used_at was written: the next lookup reads again, rightly.
    mark: row.mark,
  } satisfies CachedSession & { mark: ChangeMark };
}
