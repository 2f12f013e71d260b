import { LRUCache } from "lru-cache";

/** Distinct SQL texts kept prepared per connection; the service has a few hundred. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * `prepare` that keeps statements by SQL text, since preparing a write compiles its triggers (docs/decisions/012).
 * Plain JavaScript, since the read workers load it without a TypeScript loader.
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
