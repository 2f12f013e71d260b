import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signUp, type Session } from "../support/client";
import { create, get } from "../support/fixtures";
import { DEFAULT_POOL_SIZE } from "../../server/db/database";
import { startService, TEST_DB, type TestService } from "../support/service";

/**
 * GET handlers read through `db.reader` (server/platform/read-pool.ts): on SQLite read-only connections beside
 * the writer, on PostgreSQL the same pool. A read sees every committed write, and never waits for a
 * write transaction that is still open.
 */
describe(`reads beside the writer (${TEST_DB})`, () => {
  let svc: TestService;
  let s: Session;
  beforeEach(async () => {
    svc = await startService();
    s = await signUp(svc);
  });
  afterEach(() => svc.close());

  it("sees a write as soon as it is answered", async () => {
    const created = await create(s, { name: "fresh" });
    expect((await get(s, created.id)).name).toBe("fresh");
    expect((await s.req("PATCH", `/v1/entities/${created.id}`, { quantity: 7 })).status).toBe(200);
    expect((await get(s, created.id)).quantity).toBe(7);
    const row = await svc.db.reader
      .selectFrom("entities")
      .select("quantity")
      .where("id", "=", created.id)
      .executeTakeFirst();
    expect(row?.quantity).toBe(7);
  });

  it("answers a GET while a write transaction is open, with the last committed state, then the new one", async () => {
    const created = await create(s, { name: "before" });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let opened!: () => void;
    const isOpen = new Promise<void>((r) => (opened = r));
    const writing = svc.db.kysely.transaction().execute(async (trx) => {
      await sql`UPDATE entities SET name = 'after' WHERE id = ${created.id}`.execute(trx);
      opened();
      await gate; // the transaction holds the writer until the GET below has answered
    });
    await isOpen;
    // Waiting behind the writer would deadlock here: the gate opens only after this GET answers.
    expect((await get(s, created.id)).name).toBe("before");
    release();
    await writing;
    expect((await get(s, created.id)).name).toBe("after");
  });

  it("answers each of many queries sent at once with its own rows, and a failing one alone with its error", async () => {
    const created = await Promise.all([1, 2, 3, 4, 5].map((n) => create(s, { name: `batch ${n}`, quantity: n })));
    // Sent in one turn of the event loop: on SQLite they queue up on the two read workers together.
    const reads = await Promise.allSettled([
      ...created.map((e) =>
        svc.db.reader.selectFrom("entities").select(["name", "quantity"]).where("id", "=", e.id).executeTakeFirst(),
      ),
      sql`SELECT no_such_column FROM entities`.execute(svc.db.reader),
      ...created.map((e) => svc.db.reader.selectFrom("entities").select("name").where("id", "=", e.id).execute()),
    ]);
    expect(reads.slice(0, 5).map((r) => r.status === "fulfilled" && r.value)).toEqual(
      [1, 2, 3, 4, 5].map((n) => ({ name: `batch ${n}`, quantity: n })),
    );
    expect(reads[5]?.status).toBe("rejected");
    expect(reads.slice(6).map((r) => r.status === "fulfilled" && r.value)).toEqual(
      [1, 2, 3, 4, 5].map((n) => [{ name: `batch ${n}` }]),
    );
  });

  it("answers a quick read sent together with a slow one without waiting for the slow one", async () => {
    await create(s, { name: "quick" });
    const finished: string[] = [];
    // Counting to two million takes SQLite and PostgreSQL hundreds of milliseconds; the quick read, one
    // row by index. Sent in the same turn, they must run side by side (on SQLite: on two read workers).
    const slow = sql<{ n: number }>`WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 2000000)
      SELECT count(*) AS n FROM c`
      .execute(svc.db.reader)
      .then(() => finished.push("slow"));
    const quick = svc.db.reader
      .selectFrom("entities")
      .select("name")
      .where("name", "=", "quick")
      .execute()
      .then(() => finished.push("quick"));
    await Promise.all([slow, quick]);
    expect(finished).toEqual(["quick", "slow"]);
  });

  it.skipIf(TEST_DB !== "sqlite")("refuses a write on the read pool (SQLite) instead of running it", async () => {
    await expect(svc.db.reader.deleteFrom("entities").execute()).rejects.toThrow(/read/);
    await expect(svc.db.reader.transaction().execute(async () => {})).rejects.toThrow(/writer/);
    await expect(svc.db.probe((reader) => reader.deleteFrom("entities").execute())).rejects.toThrow(/readonly/);
  });
});

/**
 * A liveness probe polls `/api/v1/status`, which reads whether an account exists (open registration ends
 * with the first one). That read goes through `db.probe`: it must not wait for the writer (SQLite)
 * nor for a free connection of the pool (PostgreSQL).
 */
describe(`the status route while every connection is busy (${TEST_DB})`, () => {
  let svc: TestService;
  beforeEach(async () => {
    svc = await startService({ env: { ALLOW_REGISTRATION: "false" } });
  });
  afterEach(() => svc.close());

  const status = async () => {
    const res = await svc.app.request("/api/v1/status");
    expect(res.status).toBe(200);
    return ((await res.json()) as { allowRegistration: boolean }).allowRegistration;
  };

  it("answers while write transactions hold them, and sees the first account at once", async () => {
    expect(await status()).toBe(true);
    await signUp(svc);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    // SQLite has one writer; PostgreSQL's pool has DEFAULT_POOL_SIZE connections: hold them all.
    const holders = svc.db.dialect === "postgres" ? DEFAULT_POOL_SIZE : 1;
    const opened: Array<Promise<void>> = [];
    const writing = Array.from({ length: holders }, () => {
      let open!: () => void;
      opened.push(new Promise<void>((r) => (open = r)));
      return svc.db.kysely.transaction().execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        open();
        await gate; // holds its connection until the status below has answered
      });
    });
    await Promise.all(opened);
    // Waiting for the writer or a pooled connection would deadlock here: the gate opens only after this.
    expect(await status()).toBe(false);
    release();
    await Promise.all(writing);
  });
});
