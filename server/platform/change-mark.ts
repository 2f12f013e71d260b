import type { Pool } from "pg";

/** Equal marks mean nothing committed in between; undefined means the database cannot say (treat as changed). */
export type ChangeMark = string | number | undefined;

/**
 * `read` shared by the calls that come together: while one read is in flight, later calls wait for the
 * next, so every caller is answered by a read that began after its call.
 */
export function sharedReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    const current = read().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

/** The text of a PostgreSQL snapshot, in the statement that reads it: the mark of what that statement sees. */
export const SNAPSHOT_MARK_SQL = "pg_current_snapshot()::text";

/** PostgreSQL's change mark: the current snapshot, which changes whenever any transaction on the server ends. */
export function postgresChangeMark(pool: Pool): () => Promise<ChangeMark> {
  const query = { name: "change-mark", text: `SELECT ${SNAPSHOT_MARK_SQL} AS mark` };
  return sharedReads(async () => {
    try {
      const { rows } = await pool.query<{ mark: string }>(query);
      return rows[0]?.mark;
    } catch {
      return undefined;
    }
  });
}
