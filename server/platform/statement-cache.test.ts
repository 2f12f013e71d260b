import SQLite from "better-sqlite3";
import { expect, it } from "vitest";
import { statementCache } from "./statement-cache.mjs";

const file = new SQLite(":memory:");
file.exec("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (2)");

it("prepares each SQL text once, keeping the most recently used", () => {
  const prepare = statementCache(file, 2);
  const one = prepare("SELECT 1");
  expect(prepare("SELECT 1")).toBe(one);
  prepare("SELECT 2");
  prepare("SELECT 1");
  prepare("SELECT 3"); // "SELECT 2" was the least recently used
  expect(prepare("SELECT 1")).toBe(one);
  expect(prepare("SELECT x FROM t WHERE x > ?").all(1)).toEqual([{ x: 2 }]);
});

it("prepares afresh while the kept statement is still being iterated", () => {
  const prepare = statementCache(file);
  const kept = prepare("SELECT x FROM t ORDER BY x");
  const rows = kept.iterate();
  rows.next();
  const again = prepare("SELECT x FROM t ORDER BY x");
  expect(again).not.toBe(kept);
  expect(again.all()).toEqual([{ x: 1 }, { x: 2 }]);
  rows.return?.();
});
