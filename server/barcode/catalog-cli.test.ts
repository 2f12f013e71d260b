import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGroup } from "../auth/groups";
import { migrateToLatest, openDatabase } from "../db/database";
import { runCatalogImportCli } from "./catalog-cli";
import { findStoredProducts } from "./product-store";

/** The CLI opens its own database from the env, so this runs on a temporary SQLite file. */
let dir: string;
let env: NodeJS.ProcessEnv;
let groupId: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "catalog-cli-"));
  env = { DATA_DIR: dir };
  const db = openDatabase({ dataDir: dir });
  await migrateToLatest(db);
  const now = new Date().toISOString();
  groupId = await createGroup(db.kysely, "CLI home", now);
  await db.kysely
    .insertInto("users")
    .values({
      id: "u-1",
      group_id: groupId,
      name: "Op",
      email: "op@example.com",
      password_hash: "x",
      is_superuser: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  return runCatalogImportCli(args, env, { out: (l) => out.push(l), err: (l) => err.push(l) }).then((code) => ({
    code,
    out,
    err,
  }));
}
const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
};

describe("npm run catalog:import", () => {
  it("imports into the user's group and reports rejected rows by line (exit 1)", async () => {
    const csv = file("a.csv", "barcode,name,manufacturer\n111,Hammer,Acme\n112,,Acme\n");
    const res = await run([csv, "--email", "op@example.com"]);
    expect(res).toEqual({
      code: 1,
      out: ["1 new, 0 updated, 1 rejected."],
      err: [expect.stringMatching(/^line 3: name /)],
    });
    const db = openDatabase({ dataDir: dir });
    try {
      expect(await findStoredProducts(db.kysely, groupId, "111")).toMatchObject([
        { source: "catalog", name: "Hammer", manufacturer: "Acme" },
      ]);
    } finally {
      await db.close();
    }
  });

  it("exits 0 when every row went in", async () => {
    const res = await run(["--email", "op@example.com", file("b.csv", "barcode,name\n111,Hammer v2\n")]);
    expect(res).toMatchObject({ code: 0, out: ["0 new, 1 updated, 0 rejected."] });
  });

  it.each([
    ["no arguments", [], /^usage:/],
    ["no e-mail", ["x.csv"], /^usage:/],
    ["an unknown e-mail", ["FILE", "--email", "nobody@example.com"], /No user has the e-mail/],
    ["a missing file", ["/nonexistent/c.csv", "--email", "op@example.com"], /Cannot read/],
  ])("exits 2 on %s", async (_, args, message) => {
    const real = file("c.csv", "barcode,name\n1,x\n");
    const res = await run(args.map((a) => (a === "FILE" ? real : a)));
    expect(res.code).toBe(2);
    expect(res.err[0]).toMatch(message);
  });

  it("exits 2 when the header lacks a required column", async () => {
    const res = await run([file("d.csv", "code,title\n1,x\n"), "--email", "op@example.com"]);
    expect(res.code).toBe(2);
    expect(res.err[0]).toMatch(/barcode: required column/);
  });
});
