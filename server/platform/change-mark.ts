import type { Pool } from "pg";

/**
 * What `Db.changeMark()` answers: two equal marks mean that nothing committed to the database in between,
 * by this process or any other; undefined means the database cannot say (treat it as changed).
 */
export type ChangeMark = string | number | undefined;

/**
 * `read` shared by the calls that come together, each still answered by a read that began after the call:
 * while one read is in flight, the calls that come wait for the next, and that one read answers them all.
 * A read begun before a call may miss a commit that the caller saw acknowledged before calling.
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

/**
 * PostgreSQL's change mark: the current snapshot (`xmin:xmax:in-progress ids`). Its xmax is one past the
 * newest finished transaction and its list names the older ones still running, so it changes whenever
 * any transaction on the server commits or rolls back, whichever node or process ran it, and two reads
 * with the same snapshot see the same data. One query in flight at a time, shared by the requests that
 * wait for it (`sharedReads`), on a connection of its own.
 */
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
