import yauzl from "yauzl";
import yazl from "yazl";
import { expect, vi } from "vitest";
import { BackupJob, backupEndpoints as backups, callPath } from "../../contract";
import type { Session } from "../support/client";
import type { TestService } from "../support/service";
import { fetchRaw } from "./attachment-fixtures";

/** Runs a full backup of the session's group to the end and downloads its zip. */
export async function backupZip(svc: TestService, s: Session): Promise<Buffer> {
  const started = await s.call(backups.start);
  expect(started.status).toBe(202);
  const { id } = BackupJob.parse(started.body);
  const job = await vi.waitFor(
    async () => {
      const current = (await s.call(backups.get, { params: { id } })).body;
      expect(current.status, "the backup is still running").not.toMatch(/^(pending|running)$/);
      return current;
    },
    { timeout: 25_000, interval: 5 },
  );
  expect(job).toMatchObject({ status: "completed", progress: 100 });
  const listed = (await s.call(backups.list)).body.items;
  expect(listed.map((j) => j.id)).toContain(job.id);
  const res = await fetchRaw(svc, callPath(backups.download, { params: { id: job.id } }), { authorization: s.token });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/zip");
  return Buffer.from(await res.arrayBuffer());
}

/** `POST /v1/group/import` with the zip as its `file` part. */
export function restoreZip(s: Session, zip: Uint8Array, replace?: "true") {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(zip)], "backup.zip"));
  return s.call(backups.restore, { body: form, query: { replace } });
}

/** The zip's entries by name. */
export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, z) => (err || !z ? reject(err) : resolve(z))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    file.on("entry", (entry: yauzl.Entry) => {
      file.openReadStream(entry, async (err, stream) => {
        if (err || !stream) return reject(err);
        const chunks: Buffer[] = [];
        for await (const c of stream) chunks.push(c as Buffer);
        entries.set(entry.fileName, Buffer.concat(chunks));
        file.readEntry();
      });
    });
    file.on("end", resolve);
    file.on("error", reject);
    file.readEntry();
  });
  return entries;
}

/** A zip of the given entries, in their order. */
export async function zipOf(entries: Map<string, Buffer>): Promise<Buffer> {
  const out = new yazl.ZipFile();
  for (const [name, bytes] of entries) out.addBuffer(bytes, name);
  out.end();
  const chunks: Buffer[] = [];
  for await (const c of out.outputStream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
