import { describe, expect, it } from "vitest";
import { attachmentEndpoints, entityEndpoints, EntityOut } from "../../../contract";
import { blobsExist, download, imageBytes, uploadForm, uploadOk } from "../attachment-fixtures";
import { create, expectError, get, location } from "../../support/fixtures";
import { useSignedInService } from "../../support/signed-in-service";
import { purgeKeptAttachments } from "../../../server/attachments/kept";

describe("duplicate (docs/api.md, Duplicate)", () => {
  const { svc, s, users } = useSignedInService({ names: ["Owner", "Stranger"] });
  const other = users[1];

  async function original() {
    const shelf = await location(s, "Shelf");
    const tag = (await s.req("POST", "/v1/tags", { name: "Camera gear" })).body.id as string;
    const camera = await create(s, {
      name: "Camera",
      parentId: shelf.id,
      tagIds: [tag],
      manufacturer: "Canon",
      serialNumber: "SN1",
      purchasePrice: 500,
      warrantyExpires: "2027-01-01",
      fields: [{ name: "Lens mount", textValue: "EF" }],
    });
    const { attachment } = await uploadOk(
      s,
      camera.id,
      uploadForm(await imageBytes("png"), "front.png", { type: "photo" }),
    );
    const logged = await s.req("POST", `/v1/entities/${camera.id}/maintenance`, {
      name: "Clean sensor",
      cost: 40,
      completedDate: "2025-03-01",
    });
    expect(logged.status).toBe(201);
    return { camera: await get(s, camera.id), attachment, shelf, tag };
  }

  const duplicate = (id: string, body: object) => s.call(entityEndpoints.duplicate, { params: { id }, body: body });

  it("copies the fields with a prefix and a new asset id; options off copy nothing more", async () => {
    const { camera, shelf, tag } = await original();
    const res = await duplicate(camera.id, {});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const copy = EntityOut.parse(res.body);
    expect(copy).toMatchObject({
      name: "Copy of Camera",
      parentId: shelf.id,
      tagIds: [tag],
      manufacturer: "Canon",
      serialNumber: "SN1",
      purchasePrice: 500,
      warrantyExpires: "2027-01-01",
      fields: [],
      attachments: [],
    });
    expect(copy.id).not.toBe(camera.id);
    expect(copy.assetId).not.toBe(camera.assetId);
    expect(copy.assetId).not.toBe("");
    expect((await s.req("GET", `/v1/entities/${copy.id}/maintenance`)).body).toEqual([]);
  });

  it("copies custom fields, maintenance and attachments when asked, with the prefix given", async () => {
    const { camera } = await original();
    const res = await duplicate(camera.id, {
      copyAttachments: true,
      copyCustomFields: true,
      copyMaintenance: true,
      copyPrefix: "Spare ",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const copy = EntityOut.parse(res.body);
    expect(copy.name).toBe("Spare Camera");
    expect(copy.fields.map((f) => [f.name, f.textValue])).toEqual([["Lens mount", "EF"]]);
    expect(copy.fields[0]!.id).not.toBe(camera.fields[0]!.id);
    expect(copy.attachments).toHaveLength(1);
    expect(copy.attachments[0]).toMatchObject({ type: "photo", primary: true, path: camera.attachments[0]!.path });
    expect(copy.attachments[0]!.id).not.toBe(camera.attachments[0]!.id);
    expect(copy.attachments[0]!.thumbnail?.path).toBe(camera.attachments[0]!.thumbnail?.path);
    expect(copy.attachments[0]!.thumbnail?.id).not.toBe(camera.attachments[0]!.thumbnail?.id);
    const maintenance = (await s.req("GET", `/v1/entities/${copy.id}/maintenance`)).body;
    expect(maintenance).toMatchObject([{ name: "Clean sensor", cost: 40, completedDate: "2025-03-01" }]);
  });

  it("shares the stored file: deleting one copy (or its attachment) keeps the other's file", async () => {
    const { camera, attachment } = await original();
    const keys = [attachment.path, attachment.thumbnail.path];
    const copy = EntityOut.parse((await duplicate(camera.id, { copyAttachments: true })).body);
    const copyAttachment = copy.attachments[0]!;

    expect((await s.call(entityEndpoints.remove, { params: { id: camera.id } })).status).toBe(204);
    expect(await blobsExist(svc, keys)).toEqual([true, true]);
    const { res, bytes } = await download(svc, s, copy.id, copyAttachment.id);
    expect(res.status).toBe(200);
    expect(bytes.length).toBe(copyAttachment.size);

    const again = EntityOut.parse((await duplicate(copy.id, { copyAttachments: true })).body);
    expect(
      (await s.call(attachmentEndpoints.remove, { params: { id: copy.id, attachmentId: copyAttachment.id } })).status,
    ).toBe(204);
    expect(await blobsExist(svc, keys)).toEqual([true, true]);

    // The last copy deleted: its file is kept for a restore during the grace period, then goes.
    expect((await s.call(entityEndpoints.remove, { params: { id: again.id } })).status).toBe(204);
    expect(await blobsExist(svc, keys)).toEqual([true, true]);
    await purgeKeptAttachments(svc.db.kysely, svc.blobs, 30, Date.now() + 31 * 86_400_000);
    expect(await blobsExist(svc, keys)).toEqual([false, false]);
  });

  it("bad options are 422, another group's entity 404, and nothing is made", async () => {
    const { camera } = await original();
    const before = (await s.call(entityEndpoints.list)).body.total;
    expectError(await duplicate(camera.id, { copyAttachments: "yes", copyPrefix: "x".repeat(256) }), 422, [
      "copyAttachments",
      "copyPrefix",
    ]);
    expectError(await other.call(entityEndpoints.duplicate, { params: { id: camera.id }, body: {} }), 404);
    expect((await s.call(entityEndpoints.list)).body.total).toBe(before);
  });
});
