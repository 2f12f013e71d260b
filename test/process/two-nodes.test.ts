import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageBytes } from "../api/attachment-fixtures";
import { killHard, startServiceProcess, type ServiceProcess } from "../faults/service-process";
import { call, signUpOverHttp } from "../load/http-service";
import { startLocalS3, type LocalS3 } from "../support/s3-server";
import { createScratchDatabase, type ScratchDatabase } from "../support/scratch-database";

/**
 * Several nodes (README, "Several nodes"): two service processes, each with its own data directory, on
 * one PostgreSQL database and one bucket of a local S3 server. What one node stores the other serves.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.log("NOTICE: TEST_DATABASE_URL is not set, so the two-node test (PostgreSQL + S3) was skipped.");

let s3: LocalS3;
let scratch: ScratchDatabase;
const nodes: ServiceProcess[] = [];
const dataDirs: string[] = [];

/** Files a node keeps under its own data directory's attachments (there should be none: they are in the bucket). */
const localFiles = (dataDir: string) => {
  const root = path.join(dataDir, "attachments");
  return existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((f) => f.isFile()) : [];
};

describe.skipIf(!adminUrl)("two nodes, one PostgreSQL, one bucket", () => {
  beforeAll(async () => {
    s3 = await startLocalS3();
    scratch = await createScratchDatabase(adminUrl!);
    // One after the other: the first migrates the fresh database.
    for (let i = 0; i < 2; i++) {
      dataDirs.push(mkdtempSync(path.join(tmpdir(), `inv-node${i + 1}-`)));
      nodes.push(
        await startServiceProcess({
          DATA_DIR: dataDirs[i]!,
          DATABASE_URL: scratch.url,
          STORAGE_URL: s3.storageUrl,
          // Each test signs up an account of its own.
          ALLOW_REGISTRATION: "true",
        }),
      );
    }
  }, 60_000);
  afterAll(async () => {
    for (const node of nodes) await killHard(node);
    await scratch?.drop();
    await s3?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it("a photo uploaded through node 1 is served, thumbnail included, by node 2; a delete on node 2 holds on node 1", async () => {
    const [one, two] = nodes.map((n) => `${n.url}/api`) as [string, string];
    const token = await signUpOverHttp(one);
    const entity = await call(one, "POST", "/v1/entities", { token, body: { name: "Bicycle" } });
    const photo = await imageBytes("jpeg", 800, 600);
    const form = new FormData();
    form.set("file", new File([new Uint8Array(photo)], "bike.jpg"));
    form.set("type", "photo");
    const uploaded = await fetch(`${one}/v1/entities/${entity.body.id}/attachments`, {
      method: "POST",
      headers: { authorization: token },
      body: form,
    });
    expect(uploaded.status).toBe(201);

    const seen = await call(two, "GET", `/v1/entities/${entity.body.id}`, { token });
    const attachment = seen.body.attachments[0];
    expect(attachment).toMatchObject({ title: "bike.jpg", primary: true, mimeType: "image/jpeg" });
    const download = (base: string, id: string) =>
      fetch(`${base}/v1/entities/${entity.body.id}/attachments/${id}`, { headers: { authorization: token } });
    const file = await download(two, attachment.id);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(photo)).toBe(true);
    const thumb = await download(two, attachment.thumbnail.id);
    expect([thumb.status, thumb.headers.get("content-type")]).toEqual([200, "image/webp"]);
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([300, 225]);
    // The bytes are in the bucket, not in either node's data directory.
    expect(dataDirs.map(localFiles)).toEqual([[], []]);

    const deleted = await call(two, "DELETE", `/v1/entities/${entity.body.id}/attachments/${attachment.id}`, { token });
    expect(deleted.status).toBe(204);
    expect((await download(one, attachment.thumbnail.id)).status).toBe(404);
  });

  it("a change or a sign-out through node 1 shows at once on node 2, which kept the entity and the session", async () => {
    const [one, two] = nodes.map((n) => `${n.url}/api`) as [string, string];
    const token = await signUpOverHttp(one);
    const entity = await call(one, "POST", "/v1/entities", { token, body: { name: "Drill", quantity: 1 } });
    const quantityOnTwo = async () =>
      (await call(two, "GET", `/v1/entities/${entity.body.id}`, { token })).body.quantity;
    // Read twice on node 2: the second may come from what it keeps while nothing commits.
    expect([await quantityOnTwo(), await quantityOnTwo()]).toEqual([1, 1]);
    const patched = await call(one, "PATCH", `/v1/entities/${entity.body.id}`, { token, body: { quantity: 4 } });
    expect(patched.status).toBe(200);
    expect(await quantityOnTwo()).toBe(4);

    expect((await call(one, "POST", "/v1/users/logout", { token })).status).toBe(204);
    expect((await call(two, "GET", `/v1/entities/${entity.body.id}`, { token })).status).toBe(401);
  });
});
