/**
 * Kysely's SQLite driver calls `prepare(sql)` for every query it runs, and preparing (parsing and
 * planning) costs more than running most of our statements. This wrapper keeps prepared statements
 * by their SQL text in a bounded LRU, so a query the service has run before is only bound and run.
 * A statement that is still being iterated (a streamed query) cannot be run again meanwhile, so a
 * busy one is prepared afresh instead of being reused.
 *
 * Plain JavaScript (typed by statement-cache.d.mts): the read workers (read-worker.mjs) load it in
 * threads of their own, where no TypeScript loader runs.
 */

/** How many distinct SQL texts stay prepared per connection; the service has a few hundred at most. */
export const STATEMENT_CACHE_SIZE = 500;

export function withStatementCache(file, size = STATEMENT_CACHE_SIZE) {
  const cache = new Map();
  return {
    close: () => {
      cache.clear();
      file.close();
    },
    prepare(sql) {
      const hit = cache.get(sql);
      if (hit && !hit.busy) {
        // Map keeps insertion order: moving the hit to the end makes the first key the least recently used.
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      if (hit) return file.prepare(sql);
      const statement = file.prepare(sql);
      cache.set(sql, statement);
      const oldest = cache.keys().next();
      if (cache.size > size && !oldest.done) cache.delete(oldest.value);
      return statement;
    },
  };
}
