import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call, signUpOverHttp } from "../load/http-service";
import { createScratchDatabase, type ScratchDatabase } from "../support/scratch-database";
import { TEST_DB } from "../support/service";
import { killHard, startServiceProcess, type ServiceProcess } from "./service-process";

/**
 * SIGKILL while uploads are half done leaves two kinds of debris: a partial file in the incoming
 * directory (the body was still arriving) and a stored file whose row never committed (the bytes were
 * stored, the transaction was waiting). Both are made on purpose here (see makeFileWithoutRow). After
 * the restart neither is left, and the answered upload still downloads.
 */
let dataDir: string;
let scratch: ScratchDatabase | undefined;
let proc: ServiceProcess | undefined;
let env: Record<string, string>;

const attachmentsDir = () => path.join(dataDir, "attachments");
const incoming = () => path.join(attachmentsDir(), "incoming");
const listDir = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
/** Stored files: everything in the two-character shard directories. */
const storedFiles = () =>
  listDir(attachmentsDir())
    .filter((d) => d.length === 2)
    .flatMap((d) => listDir(path.join(attachmentsDir(), d)));

/** The service's progress is observed on disk, not guessed: looked at every 20 ms. */
const WATCH = { timeout: 20_000, interval: 20 };

const BOUNDARY = "crash-boundary";
const partHead = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
  "Content-Type: application/octet-stream\r\n\r\n";

/** An upload that sends its part header and first MiB, and the rest only when `finish` is called. */
function startHeldUpload(url: string, token: string, name: string) {
  let finish!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(Buffer.from(partHead(name)));
      controller.enqueue(Buffer.alloc(1024 * 1024, 1));
      finish = () => {
        controller.enqueue(Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
        controller.close();
      };
    },
  });
  void fetch(url, {
    method: "POST",
    headers: { authorization: token, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: "half",
  } as RequestInit).catch(() => undefined);
  return { finish: () => finish() };
}

/**
 * The second kind of debris, a stored file whose row never committed. On PostgreSQL the upload really stops
 * there: the test holds the entity's row lock, which the upload's transaction waits for. SQLite offers no
 * such pause (a writer that already read gets SQLITE_BUSY at once, and the upload removes its file), so
 * there the file is planted as that crash leaves it, a UUID-named file in a shard directory.
 */
async function makeFileWithoutRow(entityId: string, finishUpload: () => void): Promise<() => Promise<void>> {
  if (!scratch) {
    // The upload is left half-sent, a second partial file.
    const key = randomUUID();
    mkdirSync(path.join(attachmentsDir(), key.slice(0, 2)), { recursive: true });
    writeFileSync(path.join(attachmentsDir(), key.slice(0, 2), key), "stored before the crash");
    return async () => {};
  }
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  await client.query("BEGIN");
  await client.query("SELECT id FROM entities WHERE id = $1 FOR UPDATE", [entityId]);
  finishUpload();
  return async () => {
    await client.end();
  };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "inv-upload-crash-"));
  if (TEST_DB === "postgres") scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
  env = { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
});
afterAll(async () => {
  if (proc) await killHard(proc);
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`SIGKILL during uploads (${TEST_DB})`, () => {
  it("leaves a partial file and a file without a row; the restart removes both, answered uploads stay", async () => {
    proc = await startServiceProcess(env);
    const api = `${proc.url}/api`;
    const token = await signUpOverHttp(api);
    const entity = await call(api, "POST", "/v1/entities", { token, body: { name: "Drawer" } });
    const uploadUrl = `${api}/v1/entities/${entity.body.id}/attachments`;
    const upload = (name: string) => {
      const form = new FormData();
      form.set("file", new File([`bytes of ${name}`], name));
      return fetch(uploadUrl, { method: "POST", headers: { authorization: token }, body: form });
    };
    const kept = await upload("kept.txt");
    expect(kept.status).toBe(201);
    const keptId = ((await kept.json()) as { attachments: Array<{ id: string }> }).attachments[0]!.id;
    expect(storedFiles()).toHaveLength(1);

    startHeldUpload(uploadUrl, token, "partial.bin");
    const second = startHeldUpload(uploadUrl, token, "orphan.bin");
    await vi.waitFor(() => expect(listDir(incoming()), "both uploads' partial files").toHaveLength(2), WATCH);
    // The second upload is past its checks; it stores its file, then waits for the database.
    const release = await makeFileWithoutRow(entity.body.id, second.finish);
    await vi.waitFor(() => expect(storedFiles(), "the second upload's stored file").toHaveLength(2), WATCH);
    await killHard(proc);
    await release();
    // The debris is really there: without the sweep it would stay for good.
    expect(listDir(incoming()).length).toBeGreaterThanOrEqual(1);
    expect(storedFiles()).toHaveLength(2);

    proc = await startServiceProcess(env);
    expect(proc.output()).toMatch(/Removed 1 stored file/);
    expect(listDir(incoming())).toEqual([]);
    expect(storedFiles()).toHaveLength(1);
    const keptUrl = `${proc.url}/api/v1/entities/${entity.body.id}/attachments/${keptId}`;
    const got = await fetch(keptUrl, { headers: { authorization: token } });
    expect([got.status, await got.text()]).toEqual([200, "bytes of kept.txt"]);
  });
});
