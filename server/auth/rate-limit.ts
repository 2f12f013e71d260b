import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

export const MAX_FAILURES = 5;
export const WINDOW_MS = 60_000;

/**
 * Failed logins per client address and e-mail, kept in the database so that every service node
 * sees the same count. Returns the seconds to wait when the limit is reached, else 0.
 */
export async function retryAfterSeconds(db: Kysely<Database>, key: string, now = Date.now()): Promise<number> {
  const since = new Date(now - WINDOW_MS).toISOString();
  const rows = await db
    .selectFrom("login_failures")
    .select("failed_at")
    .where("key", "=", key)
    .where("failed_at", ">", since)
    .orderBy("failed_at")
    .execute();
  // Fewer than MAX_FAILURES rows: the index is negative and there is no such row.
  const oldestCounted = rows[rows.length - MAX_FAILURES];
  if (!oldestCounted) return 0;
  const oldest = Date.parse(oldestCounted.failed_at);
  return Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000));
}

export async function recordFailure(db: Kysely<Database>, key: string, now = Date.now()) {
  await db
    .deleteFrom("login_failures")
    .where("failed_at", "<", new Date(now - WINDOW_MS).toISOString())
    .execute();
  await db
    .insertInto("login_failures")
    .values({ key, failed_at: new Date(now).toISOString() })
    .execute();
}

export async function clearFailures(db: Kysely<Database>, key: string) {
  await db.deleteFrom("login_failures").where("key", "=", key).execute();
}
