import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadSQLite } from "./drivers";
import { quickConnection } from "./quick-connection";

/** The SQLite change mark must change with every commit, checkpoints and new logs aside. */
describe("the quick connection's change mark", () => {
  const SQLite = loadSQLite();
  let dir: string;
  let fileName: string;
  let writer: InstanceType<typeof SQLite>;
  let quick: ReturnType<typeof quickConnection>;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "inv-quick-"));
    fileName = path.join(dir, "inventory.sqlite");
    writer = new SQLite(fileName);
    writer.pragma("journal_mode = WAL");
    writer.pragma("wal_autocheckpoint = 0");
    writer.exec("CREATE TABLE t (n INTEGER)");
    quick = quickConnection(fileName);
  });
  afterEach(() => {
    quick.close();
    writer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("stays the same while nothing commits", () => {
    const mark = quick.changeCounter();
    expect(typeof mark).toBe("number");
    writer.prepare("SELECT count(*) FROM t").get();
    writer.pragma("wal_checkpoint(PASSIVE)");
    expect(quick.changeCounter()).toBe(mark);
  });

  it("changes whenever data_version does: commits, checkpoints and a new log", () => {
    const watcher = new SQLite(fileName, { readonly: true });
    const dataVersion = watcher.prepare("PRAGMA data_version").pluck();
    const steps: Array<[string, () => unknown]> = [
      ["insert", () => writer.prepare("INSERT INTO t VALUES (1)").run()],
      ["checkpoint", () => writer.pragma("wal_checkpoint(PASSIVE)")],
      ["insert after a checkpoint", () => writer.prepare("INSERT INTO t VALUES (2)").run()],
      ["truncate the log", () => writer.pragma("wal_checkpoint(TRUNCATE)")],
      ["first commit to a new log", () => writer.prepare("INSERT INTO t VALUES (3)").run()],
      ["update", () => writer.prepare("UPDATE t SET n = n + 1").run()],
      ["restart the log", () => writer.pragma("wal_checkpoint(RESTART)")],
      ["delete", () => writer.prepare("DELETE FROM t WHERE n = 2").run()],
      ["a transaction", () => writer.transaction(() => writer.prepare("INSERT INTO t VALUES (9)").run())()],
    ];
    let version = dataVersion.get();
    let mark = quick.changeCounter();
    for (const [step, run] of steps) {
      run();
      const nextVersion = dataVersion.get();
      const nextMark = quick.changeCounter();
      expect(nextMark, step).toBeDefined();
      if (nextVersion !== version) expect(nextMark, step).not.toBe(mark);
      [version, mark] = [nextVersion, nextMark];
    }
    watcher.close();
  });

  it("changes with a commit by another process", () => {
    const before = quick.changeCounter();
    const driver = createRequire(import.meta.url).resolve("better-sqlite3");
    const script = `const D = require(${JSON.stringify(driver)}); new D(process.argv[1]).prepare("INSERT INTO t VALUES (7)").run();`;
    execFileSync(process.execPath, ["-e", script, fileName]);
    expect(quick.changeCounter()).not.toBe(before);
  });
});
