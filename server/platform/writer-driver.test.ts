import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { CommitSync, type LogFile } from "./commit-sync";
import { writerDialect } from "./writer-driver";

interface T {
  t: { id: number; v: string };
}

let dir: string;
let file: SQLite.Database;
let db: Kysely<T>;
/** Syncs of the log that the test finishes (or fails) itself. */
let syncs: Array<{ finish: () => void; fail: (e: Error) => void }>;

/** The `i`-th sync the log was asked for. */
function nth<S>(syncs: S[], i: number): S {
  const sync = syncs[i];
  if (!sync) throw new Error(`no sync #${i} was started`);
  return sync;
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "writer-driver-"));
  file = new SQLite(path.join(dir, "db.sqlite"));
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = NORMAL");
  syncs = [];
  const log: LogFile = {
    sync: () => new Promise((finish, fail) => syncs.push({ finish, fail })),
    close: () => {},
  };
  file.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)");
  db = new Kysely<T>({ dialect: writerDialect(file, new CommitSync(log)) });
});

afterEach(async () => {
  syncs.forEach((s) => s.finish());
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** Turns of the event loop until `ready()` holds: waits on the code under test, not on a clock. */
async function until(ready: () => boolean) {
  for (let i = 0; i < 1000 && !ready(); i++) await new Promise((r) => setImmediate(r));
  expect(ready()).toBe(true);
}

function track<V>(p: Promise<V>) {
  const state = { done: false, error: undefined as unknown };
  p.then(
    () => (state.done = true),
    (e: unknown) => (state.error = e),
  );
  return state;
}

/** What another connection (a reader) sees committed. */
const committedRows = () => {
  const other = new SQLite(path.join(dir, "db.sqlite"), { readonly: true });
  try {
    return other.prepare("SELECT id, v FROM t ORDER BY id").all();
  } finally {
    other.close();
  }
};

it("answers a transaction only after the sync that follows its commit, and runs the next one meanwhile", async () => {
  const first = track(db.transaction().execute((trx) => trx.insertInto("t").values({ id: 1, v: "a" }).execute()));
  await until(() => syncs.length === 1);
  expect(first.done).toBe(false);
  // The writer is free while the first commit goes to disk: the second transaction commits too.
  const second = track(db.transaction().execute((trx) => trx.insertInto("t").values({ id: 2, v: "b" }).execute()));
  await until(() => committedRows().length === 2);
  nth(syncs, 0).finish();
  await until(() => first.done);
  expect(second.done).toBe(false); // the first sync may have begun before the second commit
  await until(() => syncs.length === 2);
  nth(syncs, 1).finish();
  await until(() => second.done);
});

it("answers a write outside a transaction only after its sync", async () => {
  const write = track(db.insertInto("t").values({ id: 1, v: "a" }).execute());
  await until(() => syncs.length === 1);
  expect(write.done).toBe(false);
  nth(syncs, 0).finish();
  await until(() => write.done);
  // A read outside a transaction changes nothing and waits for no sync.
  expect(await db.selectFrom("t").select("v").execute()).toEqual([{ v: "a" }]);
  expect(syncs).toHaveLength(1);
});

it("rolls a failed transaction back with SQLite's own error, and the writer goes on", async () => {
  file.exec("INSERT INTO t VALUES (1, 'a')");
  const failed = db.transaction().execute(async (trx) => {
    await trx.insertInto("t").values({ id: 2, v: "b" }).execute();
    await trx.insertInto("t").values({ id: 1, v: "again" }).execute();
  });
  await expect(failed).rejects.toMatchObject({ code: "SQLITE_CONSTRAINT_PRIMARYKEY" });
  expect(committedRows()).toEqual([{ id: 1, v: "a" }]);
  const next = track(db.transaction().execute((trx) => trx.insertInto("t").values({ id: 3, v: "c" }).execute()));
  await until(() => syncs.length === 1);
  nth(syncs, 0).finish();
  await until(() => next.done);
});

it("fails the commit whose sync failed, without touching the transaction that runs next", async () => {
  const first = track(db.transaction().execute((trx) => trx.insertInto("t").values({ id: 1, v: "a" }).execute()));
  await until(() => syncs.length === 1);
  // The next transaction holds the writer, its statements run, while the first one's sync fails.
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const second = track(
    db.transaction().execute(async (trx) => {
      await trx.insertInto("t").values({ id: 2, v: "b" }).execute();
      await gate;
    }),
  );
  await until(() => file.inTransaction);
  nth(syncs, 0).fail(Object.assign(new Error("I/O error"), { code: "EIO" }));
  await until(() => first.error !== undefined);
  expect(first.error).toMatchObject({ code: "EIO" });
  expect(file.inTransaction).toBe(true); // not rolled back on the first one's behalf
  release();
  await until(() => syncs.length === 2);
  nth(syncs, 1).finish();
  await until(() => second.done);
  expect(committedRows()).toEqual([
    { id: 1, v: "a" },
    { id: 2, v: "b" },
  ]);
});
