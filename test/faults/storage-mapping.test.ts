import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { storageError, storagePaths, storageProblem } from "../../server/http/storage-errors";

/**
 * The mapping itself, for the errors the fault tests cannot provoke on this machine: PostgreSQL's
 * read-only transaction and disk-full codes, and the SQLite/fs codes that need the directory probe.
 * (The real faults on SQLite and files are in storage-faults.test.ts and read-only-start.test.ts.)
 */
const err = (code: string) => Object.assign(new Error(code), { code });
const dir = mkdtempSync(path.join(tmpdir(), "inv-map-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const paths = storagePaths(dir);

describe("storage error mapping", () => {
  it.each([
    ["SQLITE_FULL", "full"],
    ["ENOSPC", "full"],
    ["EDQUOT", "full"],
    ["SQLITE_READONLY", "read-only"],
    ["SQLITE_READONLY_DBMOVED", "read-only"],
    ["EROFS", "read-only"],
    ["25006", "database read-only"],
    ["53100", "database full"],
  ])("%s → %s", (code, problem) => {
    expect(storageProblem(err(code), paths)).toBe(problem);
  });

  it("answers 507 for full, 503 for read-only, each in one sentence that says nothing was saved", () => {
    expect(storageError(err("SQLITE_FULL"), paths)).toMatchObject({
      status: 507,
      message: expect.stringMatching(/full; nothing was saved/),
    });
    expect(storageError(err("EROFS"), paths)).toMatchObject({
      status: 503,
      message: expect.stringMatching(/read-only; nothing was saved/),
    });
    expect(storageError(err("53100"), paths)).toMatchObject({ status: 507 });
  });

  it("a generic I/O error on a writable directory with free space stays a server fault (500)", () => {
    expect(storageProblem(err("SQLITE_IOERR_WRITE"), paths)).toBeUndefined();
    expect(storageProblem(err("EACCES"), paths)).toBeUndefined();
    expect(storageProblem(err("SQLITE_CONSTRAINT_UNIQUE"), paths)).toBeUndefined();
    expect(storageProblem(new Error("no code"), paths)).toBeUndefined();
    expect(storageProblem("a string", paths)).toBeUndefined();
  });
});
