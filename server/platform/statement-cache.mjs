import { LRUCache } from "lru-cache";

/** Distinct SQL texts kept prepared per connection; the service has a few hundred. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * `prepare` for a better-sqlite3 connection that keeps statements by their SQL text: Kysely prepares
 * every query anew, and preparing a write compiles the table's triggers, which costs more than running
 * it (docs/decisions/012). A statement still being iterated cannot run meanwhile: it is prepared afresh.
 * Plain JavaScript, since the read workers (read-worker.mjs) load it without a TypeScript loader.
 */
export function statementCache(file, max = STATEMENT_CACHE_SIZE) {
  const kept = new LRUCache({ max });
  return (sql) => {
    const hit = kept.get(sql);
    if (hit && !hit.busy) return hit;
    const statement = file.prepare(sql);
    if (!hit) kept.set(sql, statement);
    return statement;
  };
}
