import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, unlinkSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { request, signUp, type Res, type Session } from "../support/client";
import { expectError } from "../support/fixtures";
import type { TestService } from "../support/service";
import { integrityCheck, mountSmallTmpfs, serviceInDir } from "./service-in-dir";
import { immutableFlagWorks, setImmutable } from "./immutable";

/**
 * A full and a read-only data directory (SQLite and attachment files): the service answers 507 / 503
 * in the contract's error shape, keeps serving reads, never damages the database, and saves again
 * once the disk is writable. The faults are real: a 4 MiB tmpfs filled to the last byte, and the
 * kernel's immutable flag (`chattr +i`), which refuses writes even to root and even through files
 * the service already holds open (a read-only remount is refused while a file is open for writing).
 */
const FULL = /^The data directory is full; nothing was saved\./;
const READ_ONLY = /^The data directory is read-only; nothing was saved\./;

const body = (name: string) => ({
  name,
  description: "d".repeat(1000),
  fields: [{ name: "Note", type: "text", textValue: "n".repeat(500) }],
});

function expectStorageError(res: Res, status: 503 | 507, message: RegExp) {
  expectError(res, status);
  // Nothing of the failed write leaks into the answer: the English sentence and the status's code only.
  expect(res.body).toEqual({ error: expect.stringMatching(message), code: status === 507 ? "storage_full" : "busy" });
}

const upload = (s: Session, entityId: string, size: number) => {
  const form = new FormData();
  form.append("file", new Blob([Buffer.alloc(size, 7)]), "manual.pdf");
  form.append("type", "manual");
  return s.req("POST", `/v1/entities/${entityId}/attachments`, form);
};

/** Every stored blob belongs to an attachment row, and no half-written temporary file is left. */
async function expectBlobsMatchRows(svc: TestService) {
  const root = path.join(svc.dataDir, "attachments");
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => f.name);
  const rows = await svc.db.kysely.selectFrom("attachments").select("storage_key").execute();
  expect(files.sort()).toEqual(rows.map((r) => r.storage_key).sort());
}

describe("storage faults on SQLite", () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const f of cleanups.splice(0).reverse()) await f();
  });

  it("a full data directory: 507, reads go on, nothing half-saved, and it saves again once there is room", async (ctx) => {
    const mount = mountSmallTmpfs(4);
    if (!mount)
      return ctx.skip("mounting a tmpfs needs root (CAP_SYS_ADMIN); the storage mapping is then untested here");
    cleanups.push(() => mount.unmount());
    const svc = await serviceInDir(mount.dir);
    cleanups.push(() => svc.close());
    const s = await signUp(svc);
    const kept = (await s.req("POST", "/v1/entities", body("kept before"))).body;
    expect((await upload(s, kept.id, 10_000)).status).toBe(201);

    const filler = path.join(mount.dir, "filler");
    const fd = openSync(filler, "w");
    expect(() => {
      for (;;) writeSync(fd, Buffer.alloc(64 * 1024, 1));
    }).toThrow(/ENOSPC/);
    closeSync(fd);

    // SQLite may still fit a write or two into pages it already owns; a bounded run must hit the wall.
    const answers: Array<{ name: string; res: Res }> = [];
    for (let i = 0; i < 100 && answers.filter((a) => a.res.status === 507).length < 3; i++) {
      // Zero-padded, so that no name is found by searching another (search matches within names).
      const name = `while full ${String(i).padStart(3, "0")}`;
      answers.push({ name, res: await s.req("POST", "/v1/entities", body(name)) });
    }
    for (const { res } of answers) if (res.status !== 201) expectStorageError(res, 507, FULL);
    expect(answers.filter((a) => a.res.status === 507).length).toBe(3);
    expectStorageError(await upload(s, kept.id, 200_000), 507, FULL);
    expect((await s.req("GET", `/v1/entities/${kept.id}`)).status).toBe(200);
    expect((await s.req("GET", "/v1/entities?q=kept")).body.total).toBe(1);

    unlinkSync(filler);
    const after = await s.req("POST", "/v1/entities", body("saved after"));
    expect(after.status).toBe(201);
    expect((await upload(s, after.body.id, 200_000)).status).toBe(201);
    expect(await integrityCheck(svc)).toBe("ok");
    for (const { name, res } of answers) {
      const found = await s.req("GET", `/v1/entities?q=${encodeURIComponent(name)}`);
      expect(found.body.total, name).toBe(res.status === 201 ? 1 : 0);
    }
    await expectBlobsMatchRows(svc);
  });

  it("a read-only data directory: 503 for writes and sign-in, reads go on, writes work again once writable", async (ctx) => {
    if (!immutableFlagWorks()) return ctx.skip("chattr +i is not available here (needs root on ext4/xfs/btrfs)");
    const svc = await serviceInDir(tempDataDir(cleanups));
    cleanups.push(() => svc.close());
    const s = await signUp(svc);
    const kept = (await s.req("POST", "/v1/entities", body("kept before"))).body;
    expect((await upload(s, kept.id, 10_000)).status).toBe(201);

    const frozen = setImmutable(svc.dataDir, true);
    cleanups.push(() => void setImmutable(svc.dataDir, false));
    expect(frozen).toBeGreaterThan(2);
    expectStorageError(await s.req("PATCH", `/v1/entities/${kept.id}`, { quantity: 5 }), 503, READ_ONLY);
    expectStorageError(await s.req("POST", "/v1/entities", body("while read-only")), 503, READ_ONLY);
    expectStorageError(await upload(s, kept.id, 10_000), 503, READ_ONLY);
    expectStorageError(
      await request(svc, "POST", "/v1/users/login", { username: s.email, password: "correct horse battery" }),
      503,
      READ_ONLY,
    );
    const read = await s.req("GET", `/v1/entities/${kept.id}`);
    expect(read.status).toBe(200);
    expect(read.body.quantity).toBe(1);

    setImmutable(svc.dataDir, false);
    const patched = await s.req("PATCH", `/v1/entities/${kept.id}`, { quantity: 6 });
    expect(patched.status).toBe(200);
    expect(patched.body.quantity).toBe(6);
    expect((await upload(s, kept.id, 10_000)).status).toBe(201);
    expect((await s.req("GET", "/v1/entities?q=while%20read-only")).body.total).toBe(0);
    expect(await integrityCheck(svc)).toBe("ok");
    await expectBlobsMatchRows(svc);
  });
});

function tempDataDir(cleanups: Array<() => void>) {
  const dir = mkdtempSync(path.join(tmpdir(), "inv-ro-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
