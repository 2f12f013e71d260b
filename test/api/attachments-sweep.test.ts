import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARED_GRACE_MS, sweepOrphans } from "../../server/attachments/orphan-sweep";
import { signUp, type Session } from "../support/client";
import { startService, type TestService } from "../support/service";
import { blobsExist, imageBytes, newEntity, uploadForm, uploadOk } from "./attachment-fixtures";

/**
 * The start-up sweep (server/start.ts) on the store the suite runs on: files, or with TEST_STORAGE=s3 a
 * bucket. A stored blob no row refers to goes; blobs of attachments and thumbnails stay. A shared store
 * spares young orphans, which may be uploads in flight on another node.
 */
let svc: TestService;
let s: Session;

beforeAll(async () => {
  svc = await startService();
  s = await signUp(svc);
});
afterAll(() => svc.close());

const sweep = (atMs: number) => sweepOrphans(svc.db.kysely, svc.blobs, svc.dataDir, new Date(atMs));

describe("orphan sweep", () => {
  it("removes blobs without a row (past the grace period of a shared store) and keeps every attachment's", async () => {
    const id = await newEntity(s);
    const { attachment } = await uploadOk(s, id, uploadForm(await imageBytes("png"), "p.png", { type: "photo" }));
    const kept = [attachment.path as string, attachment.thumbnail.path as string];
    const orphan = await svc.blobs.put(Buffer.from("nobody's"));

    // Right away: a shared store keeps it (its row may be about to commit elsewhere); a private one does not.
    const now = Date.now() + 1000;
    expect(await sweep(now)).toBe(svc.blobs.shared ? 0 : 1);
    expect(await blobsExist(svc, [orphan])).toEqual([svc.blobs.shared]);
    expect(await sweep(now + SHARED_GRACE_MS)).toBe(svc.blobs.shared ? 1 : 0);
    expect(await blobsExist(svc, [orphan, ...kept])).toEqual([false, true, true]);
    const download = await s.req("GET", `/v1/entities/${id}/attachments/${attachment.id}`);
    expect(download.status).toBe(200);
  });
});
