/**
 * The columns of an UPDATE whose new value differs (`===`) from the row's: SQLite rewrites every index
 * holding a column it sets, even unchanged (docs/decisions/016-entity-writes.md).
 */
export function changedColumns<T extends Record<string, unknown>>(row: { readonly [K in keyof T]?: unknown }, next: T) {
  const changed: Partial<T> = {};
  for (const key of Object.keys(next) as Array<keyof T & string>) {
    if (!(key in row) || row[key] !== next[key]) changed[key] = next[key];
  }
  return changed;
}
