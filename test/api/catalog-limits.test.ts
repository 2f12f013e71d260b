import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type Session } from "../support/client";
import { expectError } from "../support/fixtures";
import { startService, TEST_DB, type TestService } from "../support/service";

/**
 * The catalog import's limits (docs/barcode.md): a row cap per upload (CATALOG_MAX_ROWS, here set low),
 * at most the first 100 row errors in the answer plus their count, and a NUL character as a row error.
 */
const CSV = { "content-type": "text/csv" };

describe(`catalog import limits (${TEST_DB})`, () => {
  let svc: TestService;
  let user: Session;
  beforeAll(async () => {
    svc = await startService();
    user = await signUp(svc);
  });
  afterAll(() => svc?.close());

  const importCsv = (csv: string, session = user) => session.req("POST", "/v1/products/catalog", csv, CSV);
  const stored = (barcode: string) =>
    svc.db.kysely.selectFrom("products").select("name").where("barcode", "=", barcode).execute();

  it(
    "a million empty rows: a small answer with the first 100 errors and the count of all",
    { timeout: 120_000 },
    async () => {
      const res = await importCsv(`barcode,name\n${",\n".repeat(1_000_000)}`);
      expect(res.status).toBe(200);
      expect(res.body.imported).toBe(0);
      expect(res.body.errorCount).toBe(1_000_000);
      expect(res.body.errors).toHaveLength(100);
      expect(res.body.errors[0]).toEqual({ line: 2, message: expect.stringMatching(/^barcode /) });
      expect(res.body.errors[99].line).toBe(101);
      expect(JSON.stringify(res.body).length).toBeLessThan(20_000);
    },
  );

  it("a NUL character in a cell is a row error; the other rows are imported", async () => {
    const res = await importCsv("barcode,name,notes\nnul-1,a\u0000b,\nnul-2,fine,x\u0000\nnul-3,ok,\n");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ imported: 1, updated: 0, errorCount: 2 });
    expect(res.body.errors).toEqual([
      { line: 2, code: "nul_character", message: expect.stringMatching(/NUL/) },
      { line: 3, code: "nul_character", message: expect.stringMatching(/NUL/) },
    ]);
    expect(await stored("nul-1")).toEqual([]);
    expect(await stored("nul-3")).toEqual([{ name: "ok" }]);
  });
});

describe(`catalog row cap (${TEST_DB})`, () => {
  let svc: TestService;
  let user: Session;
  beforeAll(async () => {
    svc = await startService({ env: { CATALOG_MAX_ROWS: "3" } });
    user = await signUp(svc);
  });
  afterAll(() => svc?.close());

  const importCsv = (csv: string) => user.req("POST", "/v1/products/catalog", csv, CSV);

  it("takes as many rows as the cap allows", async () => {
    const res = await importCsv("barcode,name\ncap-1,a\ncap-2,b\ncap-3,c\n");
    expect(res.body).toMatchObject({ imported: 3, errorCount: 0 });
  });

  it("refuses a file with more rows with 413 and imports none of them, unreadable rows counting too", async () => {
    expectError(await importCsv("barcode,name\nover-1,a\nover-2,b\nover-3,c\nover-4,d\n"), 413);
    expectError(await importCsv('barcode,name\nover-1,a\nover-2,b\nover-3,c\nx"y,d\n'), 413);
    const rows = await svc.db.kysely
      .selectFrom("products")
      .select("barcode")
      .where("barcode", "like", "over-%")
      .execute();
    expect(rows).toEqual([]);
  });
});
