/**
 * The columns of an UPDATE whose new value differs from the row's (docs/decisions/016-entity-writes.md).
 *
 * SQLite rewrites every index that holds a column an UPDATE sets, even to the value it had, and each
 * rewritten page goes to the write-ahead log at COMMIT. A PATCH of one entity's quantity set its type
 * and placement columns too: 13 pages (53 KiB) to the log per commit, against 1 page when only the
 * columns that change are set, and later a checkpoint copies them all back. Only a value identical
 * (`===`) to the row's counts as unchanged, so anything else (`true` for a stored `1`, a Date, a
 * numeric string from PostgreSQL) is written as before; a column the row does not have is written.
 */
export function changedColumns<T extends Record<string, unknown>>(row: Readonly<Record<string, unknown>>, next: T) {
  const changed: Partial<T> = {};
  for (const key of Object.keys(next) as Array<keyof T & string>) {
    if (!(key in row) || row[key] !== next[key]) changed[key] = next[key];
  }
  return changed;
}
