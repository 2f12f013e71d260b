import SQLite from "better-sqlite3";
import { afterEach, expect, it } from "vitest";
import { withStatementCache } from "./statement-cache.mjs";

const file = new SQLite(":memory:");
afterEach(() => file.exec("DROP TABLE IF EXISTS t; DROP TABLE IF EXISTS u"));

it("prepares each SQL text once and hands the same statement back", () => {
  const cached = withStatementCache(file, 3);
  file.exec("CREATE TABLE t (x INTEGER)");
  const first = cached.prepare("SELECT x FROM t WHERE x = ?");
  expect(cached.prepare("SELECT x FROM t WHERE x = ?")).toBe(first);
  expect(cached.prepare("SELECT x FROM t WHERE x > ?")).not.toBe(first);
});

it("keeps at most its size, dropping the least recently used", () => {
  const cached = withStatementCache(file, 2);
  const a = cached.prepare("SELECT 1");
  const b = cached.prepare("SELECT 2");
  expect(cached.prepare("SELECT 1")).toBe(a); // now "SELECT 2" is the least recently used
  cached.prepare("SELECT 3");
  expect(cached.prepare("SELECT 1")).toBe(a);
  expect(cached.prepare("SELECT 2")).not.toBe(b);
});

it("prepares afresh while the cached statement is still being iterated", () => {
  const cached = withStatementCache(file, 2);
  file.exec("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (2)");
  const { statement } = cached.prepare("SELECT x FROM t ORDER BY x");
  const rows = statement.iterate([]);
  rows.next();
  const again = cached.prepare("SELECT x FROM t ORDER BY x");
  expect(again.statement).not.toBe(statement);
  expect(again.rows([])).toEqual([{ x: 1 }, { x: 2 }]);
  rows.return?.();
});

it("gives the rows as better-sqlite3's own objects would be: every column in order, the later of a repeated name", () => {
  const cached = withStatementCache(file);
  file.exec(`CREATE TABLE t (id TEXT, n INTEGER, price REAL, "odd ""name"" \\ }" TEXT, note TEXT, data BLOB);
    CREATE TABLE u (id TEXT, n INTEGER);
    INSERT INTO t VALUES ('a', 1, 2.5, 'q', NULL, x'0102'), ('b', 2, NULL, 'r', 'x', NULL);
    INSERT INTO u VALUES ('u1', 10), ('u2', 20)`);
  const queries = [
    ["SELECT * FROM t ORDER BY id", []],
    ["SELECT * FROM t WHERE n = ?", [2]],
    ["SELECT t.*, u.* FROM t JOIN u ON u.n = t.n * 10 ORDER BY t.id", []],
    ["SELECT n AS k, id AS k FROM t ORDER BY id", []],
    ["SELECT count(*) FROM t WHERE n > ?", [5]],
    ["SELECT * FROM t WHERE n > ?", [5]],
  ] as const;
  for (const [sql, parameters] of queries) {
    const own = file.prepare(sql).all(...parameters) as object[];
    const rows = cached.prepare(sql).rows(parameters) as object[];
    expect(rows).toEqual(own);
    expect(rows.map((r) => Object.keys(r))).toEqual(own.map((r) => Object.keys(r)));
  }
  // Run again through the cache: the same statement, the same rows.
  expect(cached.prepare("SELECT * FROM t WHERE n = ?").rows([1])).toEqual(
    file.prepare("SELECT * FROM t WHERE n = ?").all(1),
  );
});

it("makes a row with a column named __proto__ as better-sqlite3 does, its prototype untouched", () => {
  const cached = withStatementCache(file);
  const sql = `SELECT 1 AS "__proto__", 2 AS x`;
  const [row] = cached.prepare(sql).rows([]) as Array<Record<string, unknown>>;
  expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  expect(row).toEqual(file.prepare(sql).get());
  expect(row?.x).toBe(2);
});

it("has no rows for a statement that returns no data, which runs as before", () => {
  const cached = withStatementCache(file);
  file.exec("CREATE TABLE t (x INTEGER)");
  const insert = cached.prepare("INSERT INTO t VALUES (?)");
  expect(insert.statement.reader).toBe(false);
  expect(insert.statement.run([7]).changes).toBe(1);
  expect(cached.prepare("SELECT x FROM t").rows([])).toEqual([{ x: 7 }]);
});
