import { describe, expect, it } from "vitest";
import { entityEndpoints, historyEndpoints as history } from "../../contract";
import { purgeKeptAttachments } from "../../server/attachments/kept";
import { SHARED_GRACE_MS, sweepOrphans } from "../../server/attachments/orphan-sweep";
import { useSignedInService } from "../support/signed-in-service";
import { blobsExist, download, imageBytes, newEntity, uploadForm, uploadOk } from "./attachment-fixtures";

const DAY_MS = 86_400_000;
const MANUAL = "%PDF-1.7\n%%EOF\n";

/**
 * A deleted entity's attachments stay for the grace period (docs/decisions/028-deleted-entities-attachments.md),
 * so that a restore or a batch undo brings them back; in the "attachments" group, so the S3 pass runs it too.
 */
const { svc, s } = useSignedInService();

/** An item with a photo (and so its thumbnail) and a manual; returns their ids and storage keys. */
async function itemWithFiles(name: string) {
  const id = await newEntity(s, name);
  const photoBytes = await imageBytes("png");
  const photo = (await uploadOk(s, id, uploadForm(photoBytes, "front.png", { type: "photo" }))).attachment;
  const manual = (await uploadOk(s, id, uploadForm(MANUAL, "manual.pdf", { type: "manual" }))).attachment;
  const keys = [photo.path, photo.thumbnail.path, manual.path] as string[];
  return { id, photo, manual, photoBytes, keys };
}

const lastChange = async (id: string) => (await s.call(history.entity, { params: { id } })).body.items[0]!;
const purge = (atMs: number) => purgeKeptAttachments(svc.db.kysely, svc.blobs, 30, atMs);

async function expectSameBytes(item: Awaited<ReturnType<typeof itemWithFiles>>) {
  const photo = await download(svc, s, item.id, item.photo.id);
  const manual = await download(svc, s, item.id, item.manual.id);
  expect([photo.res.status, manual.res.status]).toEqual([200, 200]);
  expect(photo.bytes.equals(item.photoBytes)).toBe(true);
  expect(manual.bytes.toString()).toBe(MANUAL);
}

describe("a deleted entity's attachments", () => {
  it("come back, same bytes, when the delete is restored; deleted, the entity is gone from every read", async () => {
    const item = await itemWithFiles("Camera");
    expect((await s.call(entityEndpoints.remove, { params: { id: item.id } })).status).toBe(204);
    expect((await s.call(entityEndpoints.get, { params: { id: item.id } })).status).toBe(404);
    expect((await download(svc, s, item.id, item.photo.id)).res.status).toBe(404);
    // Neither the start-up sweep nor the purge within the grace period takes the kept files.
    await sweepOrphans(svc.db.kysely, svc.blobs, svc.dataDir, new Date(Date.now() + SHARED_GRACE_MS + 1000));
    expect(await purge(Date.now() + 29 * DAY_MS)).toBe(0);
    expect(await blobsExist(svc, item.keys)).toEqual([true, true, true]);

    const restored = await s.call(history.restore, {
      params: { id: item.id, changeId: (await lastChange(item.id)).id },
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.headers.get("attachments-not-kept")).toBeNull();
    expect(restored.body.attachments.map((a) => a.id).sort()).toEqual([item.photo.id, item.manual.id].sort());
    expect(restored.body.attachments.find((a) => a.id === item.photo.id)?.primary).toBe(true);
    await expectSameBytes(item);
    const change = await lastChange(item.id);
    expect(change.changes).toContainEqual({ field: "attachments", from: null, to: expect.any(Array) });
  });

  it("come back with a batch undo of the delete", async () => {
    const item = await itemWithFiles("Lamp");
    const headers = { "X-Batch-Id": "delete-lamp" };
    expect((await s.call(entityEndpoints.remove, { params: { id: item.id }, headers })).status).toBe(204);
    const undone = await s.call(history.undo, { params: { batchId: "delete-lamp" } });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.attachmentsNotKept).toEqual([]);
    await expectSameBytes(item);
  });

  it("are gone for good after the grace period, and a restore then says they were not kept", async () => {
    const item = await itemWithFiles("Radio");
    expect((await s.call(entityEndpoints.remove, { params: { id: item.id } })).status).toBe(204);
    expect(await purge(Date.now() + 31 * DAY_MS)).toBe(3);
    expect(await blobsExist(svc, item.keys)).toEqual([false, false, false]);

    const restored = await s.call(history.restore, {
      params: { id: item.id, changeId: (await lastChange(item.id)).id },
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ name: "Radio", attachments: [] });
    const notKept = restored.headers.get("attachments-not-kept")?.split(", ").sort();
    expect(notKept).toEqual([item.photo.id, item.manual.id].sort());
  });

  it("a batch undo lists those not kept", async () => {
    const item = await itemWithFiles("Kettle");
    const headers = { "X-Batch-Id": "delete-kettle" };
    await s.call(entityEndpoints.remove, { params: { id: item.id }, headers });
    await purge(Date.now() + 31 * DAY_MS);
    const undone = await s.call(history.undo, { params: { batchId: "delete-kettle" } });
    expect(undone.status).toBe(200);
    expect(undone.body.attachmentsNotKept.sort()).toEqual([item.photo.id, item.manual.id].sort());
    expect((await s.call(entityEndpoints.get, { params: { id: item.id } })).body.attachments).toEqual([]);
  });
});
