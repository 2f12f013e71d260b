import { sql, type Kysely } from "kysely";
import type { Db } from "./database";
import type { Database } from "./schema";
import { turnTaker } from "./turns";

type Q = Kysely<Database>;

/** PostgreSQL's "deadlock detected" and "could not serialize access": the transaction may simply run again. */
const RETRYABLE = new Set(["40P01", "40001"]);
/** Attempts in all, before the error reaches the client as a 503 (server/db/db-errors.ts). */
export const MAX_ATTEMPTS = 4;

export const isRetryable = (err: unknown) => RETRYABLE.has((err as { code?: string } | null)?.code ?? "");

/** Advisory-lock namespace of "changes of tree shape in one group" (the second key is the group's hash). */
const TREE_SHAPE_LOCK = 7_745_001;

/**
 * Runs `fn` in one transaction, retrying a PostgreSQL deadlock (docs/api.md, "Concurrent writes"). A long one
 * lets other requests run before its COMMIT, which holds SQLite's writer, on the event loop, while it writes
 * out everything the transaction changed.
 */
export async function inTransaction<T>(db: Db, fn: (trx: Q) => Promise<T>): Promise<T> {
  const thenTurn = async (trx: Q) => {
    const turn = turnTaker();
    const result = await fn(trx);
    await turn();
    return result;
  };
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.kysely.transaction().execute(thenTurn);
    } catch (err) {
      if (!isRetryable(err) || attempt >= MAX_ATTEMPTS) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

/**
 * A transaction that may change the shape of a group's trees. On PostgreSQL a per-group advisory lock
 * makes such writes run one after the other, so each cycle or depth check sees the previous one's commit.
 */
export function inTreeTransaction<T>(db: Db, groupId: string, fn: (trx: Q) => Promise<T>): Promise<T> {
  return inTransaction(db, async (trx) => {
    if (db.dialect === "postgres") {
      await sql`SELECT pg_advisory_xact_lock(${sql.lit(TREE_SHAPE_LOCK)}, hashtext(${groupId}))`.execute(trx);
    }
    return fn(trx);
  });
}
