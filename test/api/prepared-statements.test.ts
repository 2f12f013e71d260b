import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/database";
import { MAX_NAMED_STATEMENTS, MAX_NAMED_VALUES } from "../../server/platform/preparing-client";
import { TEST_DB } from "../support/service";

/**
 * PostgreSQL: a statement with parameters is prepared once per connection and then only bound and run
 * (server/platform/preparing-client.ts). A pool of one connection shows it in `pg_prepared_statements`.
 * SQLite keeps its prepared statements in the service (server/platform/statement-cache.mjs).
 */
describe.runIf(TEST_DB === "postgres")("prepared statements on PostgreSQL", () => {
  let db: Db;
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "inv-prepared-"));
    db = openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir, poolSize: 1 });
  });
  afterAll(async () => {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const prepared = async (like: string) =>
    (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db.kysely)).rows.filter(
      (r) => r.statement.includes(like),
    );

  it("prepares a statement with parameters once and answers each call with its own values", async () => {
    const plus = (n: number) => sql<{ n: number }>`SELECT ${n}::int + 1 AS n /* plus */`.execute(db.kysely);
    expect((await plus(1)).rows).toEqual([{ n: 2 }]);
    expect((await plus(41)).rows).toEqual([{ n: 42 }]);
    for (let i = 0; i < 8; i++) expect((await plus(i)).rows).toEqual([{ n: i + 1 }]);
    expect(await prepared("/* plus */")).toHaveLength(1);
  });

  it("sends a long list of values unprepared", async () => {
    const ids = Array.from({ length: MAX_NAMED_VALUES + 1 }, (_, i) => i);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM generate_series(1, 100) AS g(v)
      WHERE v IN (${sql.join(ids)}) /* long */`.execute(db.kysely);
    expect(rows).toEqual([{ n: MAX_NAMED_VALUES }]);
    expect(await prepared("/* long */")).toEqual([]);
  });

  it("sends a text without parameters unprepared, so that it may hold several statements", async () => {
    await sql`SELECT 1 /* several */; SELECT 2 /* several */`.execute(db.kysely);
    expect(await prepared("/* several */")).toEqual([]);
  });

  it("prepares at most MAX_NAMED_STATEMENTS texts and runs the rest unprepared", async () => {
    for (let i = 0; i < MAX_NAMED_STATEMENTS + 5; i++) {
      const text = sql.raw(`/* distinct ${i} */`);
      const { rows } = await sql<{ n: number }>`SELECT ${i}::int AS n ${text}`.execute(db.kysely);
      expect(rows).toEqual([{ n: i }]);
    }
    const distinct = await prepared("/* distinct ");
    expect(distinct.length).toBeGreaterThan(0);
    expect(distinct.length).toBeLessThan(MAX_NAMED_STATEMENTS);
  });
});
