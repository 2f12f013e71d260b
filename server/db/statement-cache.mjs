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
      if (hit && !hit.statement.busy) {
        // Map keeps insertion order: moving the hit to the end makes the first key the least recently used.
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      if (hit) return cachedStatement(file.prepare(sql));
      const prepared = cachedStatement(file.prepare(sql));
      cache.set(sql, prepared);
      const oldest = cache.keys().next();
      if (cache.size > size && !oldest.done) cache.delete(oldest.value);
      return prepared;
    },
  };
}

/**
 * A statement and, if it returns data, a reader of its rows as objects. better-sqlite3 on Node 20's V8
 * makes each row object in C++ one property at a time, looking every column's name up in V8's string
 * table (the newer V8 API it uses elsewhere is not there): for 5 rows of 37 columns, 67–85 µs. Here
 * the statement hands out plain arrays and a function made once from its column names builds each
 * object from a literal, which V8 creates from a template: 35 µs (docs/performance.md, "SQLite off
 * the event loop"). The objects are the same: the columns in order, a later column of a repeated name wins.
 */
function cachedStatement(statement) {
  if (!statement.reader) return { statement, rows: () => [] };
  const names = statement.columns().map((c) => c.name);
  // `__proto__` in a literal would set the prototype; no query of ours names a column so, and such a
  // statement keeps better-sqlite3's own objects (whose property setter ignores a value that is no object).
  if (names.includes("__proto__")) return { statement, rows: (parameters) => statement.all(parameters) };
  const literal = names.map((name, i) => `${JSON.stringify(name)}: r[${i}]`).join(", ");
  // The literal is made of JSON-quoted column names only: nothing of a request reaches this source text.
  const row = new Function("r", `return { ${literal} };`);
  statement.raw(true);
  return { statement, rows: (parameters) => statement.all(parameters).map(row) };
}
