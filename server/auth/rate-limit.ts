import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { DomainError } from "../domain/errors";

export const MAX_ATTEMPTS = 5;
export const WINDOW_MS = 60_000;
const NEVER = new Date(0).toISOString();

/**
 * Counts an attempt before its password is checked (at most 5 in 60 s per key); returns 0 or the seconds to
 * wait. One upsert checks and counts, so parallel attempts cannot all read "below the limit".
 */
export async function admitAttempt(db: Kysely<Database>, key: string, now = Date.now()): Promise<number> {
  const at = new Date(now).toISOString();
  const since = new Date(now - WINDOW_MS).toISOString();
  const row = await db
    .insertInto("login_attempts")
    .values({ key, a1: NEVER, a2: NEVER, a3: NEVER, a4: NEVER, a5: at, allowed: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet((eb) => {
        // In an upsert's SET every right-hand side reads the row as it was, so this shifts the five times.
        const free = eb("login_attempts.a1", "<=", since);
        const shift = (next: "a2" | "a3" | "a4" | "a5", same: "a1" | "a2" | "a3" | "a4") =>
          eb
            .case()
            .when(free)
            .then(eb.ref(`login_attempts.${next}`))
            .else(eb.ref(`login_attempts.${same}`))
            .end();
        return {
          a1: shift("a2", "a1"),
          a2: shift("a3", "a2"),
          a3: shift("a4", "a3"),
          a4: shift("a5", "a4"),
          a5: eb.case().when(free).then(at).else(eb.ref("login_attempts.a5")).end(),
          allowed: eb.case().when(free).then(1).else(0).end(),
        };
      }),
    )
    .returning(["allowed", "a1"])
    .executeTakeFirstOrThrow();
  if (row.allowed === 1) return 0;
  return Math.max(1, Math.ceil((Date.parse(row.a1) + WINDOW_MS - now) / 1000));
}

/** Counts an attempt, or refuses it as "too many" with the seconds to wait (a 429 with Retry-After). */
export async function takeAttempt(db: Kysely<Database>, key: string, message: string): Promise<void> {
  const wait = await admitAttempt(db, key);
  if (wait > 0) throw new DomainError("too-many", message, { retryAfterSeconds: wait });
}

/** After a successful sign-in the count starts again; rows whose last attempt left the window go too. */
export async function clearAttempts(db: Kysely<Database>, key: string, now = Date.now()) {
  const since = new Date(now - WINDOW_MS).toISOString();
  await db
    .deleteFrom("login_attempts")
    .where((eb) => eb.or([eb("key", "=", key), eb("a5", "<", since)]))
    .execute();
}
