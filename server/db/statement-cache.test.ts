import SQLite from "better-sqlite3";
import { afterEach, expect, it } from "vitest";
import { withStatementCache } from "./statement-cache.mjs";

const file = new SQLite(":memory:");
afterEach(() => file.exec("DROP TABLE IF EXISTS t"));

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
  const statement = cached.prepare("SELECT x FROM t ORDER BY x");
  const rows = statement.iterate([]);
  rows.next();
  const again = cached.prepare("SELECT x FROM t ORDER BY x");
  expect(again).not.toBe(statement);
  expect(again.all([])).toEqual([{ x: 1 }, { x: 2 }]);
  rows.return?.();
});
