import sharp from "sharp";
import { attachmentEndpoints, entityEndpoints, AttachmentOut, ThumbnailRecord } from "../../contract";
import { describe, expect, it } from "vitest";
import { purgeKeptAttachments } from "../../server/attachments/kept";
import { SHARED_GRACE_MS, sweepOrphans } from "../../server/attachments/orphan-sweep";
import { useSignedInService } from "../support/signed-in-service";
import {
  attachmentsPath,
  blobsExist,
  download,
  imageBytes,
  newEntity,
  uploadForm,
  uploadOk,
} from "./attachment-fixtures";

const { svc, s } = useSignedInService();

describe("upload and download", () => {
  it.each(["png", "jpeg", "webp"] as const)(
    "a %s photo gets a WebP thumbnail in the snake_case record shape",
    async (format) => {
      const id = await newEntity(s);
      const bytes = await imageBytes(format);
      const { res, attachment } = await uploadOk(
        s,
        id,
        uploadForm(bytes, `holiday.${format}`, { type: "photo" }, "application/octet-stream"),
      );
      expect(res.headers.get("etag")).toMatch(/^"\d+"$/);
      expect(AttachmentOut.parse(attachment)).toMatchObject({
        title: `holiday.${format}`,
        type: "photo",
        size: bytes.length,
      });
      expect(attachment.mimeType).toBe(`image/${format}`);
      const thumb = attachment.thumbnail;
      expect(Object.keys(thumb).sort()).toEqual([
        "created_at",
        "edges",
        "id",
        "mime_type",
        "path",
        "primary",
        "title",
        "type",
        "updated_at",
      ]);
      expect(ThumbnailRecord.parse(thumb)).toMatchObject({ mime_type: "image/webp", primary: false, edges: {} });

      const got = await download(svc, s, id, thumb.id);
      expect(got.res.status).toBe(200);
      expect(got.res.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(got.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", 300, 225]);
    },
  );

  it("a download returns exactly the uploaded bytes, with safe headers", async () => {
    const id = await newEntity(s);
    const bytes = await imageBytes("jpeg", 50, 40);
    const { attachment } = await uploadOk(s, id, uploadForm(bytes, "Rechnung März.jpg"));
    const { res, bytes: got } = await download(svc, s, id, attachment.id);
    expect(got.equals(bytes)).toBe(true);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("content-disposition")).toBe(
      `inline; filename="Rechnung M_rz.jpg"; filename*=UTF-8''Rechnung%20M%C3%A4rz.jpg`,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("private");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    const head = await svc.app.request(`/api${attachmentsPath(id)}/${attachment.id}`, {
      method: "HEAD",
      headers: { authorization: s.token },
    });
    expect([head.status, head.headers.get("content-length"), await head.text()]).toEqual([200, `${bytes.length}`, ""]);
  });

  it("sniffs PDFs and text from the bytes; only the PDF is shown inline", async () => {
    const id = await newEntity(s);
    const pdf = await uploadOk(s, id, uploadForm("%PDF-1.7\n%%EOF\n", "manual", { type: "manual" }, "text/plain"));
    expect(pdf.attachment).toMatchObject({ mimeType: "application/pdf", title: "manual", type: "manual" });
    const pdfGet = await download(svc, s, id, pdf.attachment.id);
    expect(pdfGet.res.headers.get("content-disposition")).toMatch(/^inline; filename="manual\.pdf"/);

    const text = await uploadOk(s, id, uploadForm("Serial: 12345\nKeep the box.\n", "notes.txt", {}, "image/png"));
    expect(text.attachment).toMatchObject({ mimeType: "text/plain", type: "attachment" });
    expect(text.attachment.thumbnail).toBeUndefined();
    const textGet = await download(svc, s, id, text.attachment.id);
    expect(textGet.res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(textGet.res.headers.get("content-disposition")).toMatch(/^attachment; filename="notes\.txt"/);
  });

  it("stores a corrupt image without a thumbnail instead of failing", async () => {
    const id = await newEntity(s);
    const corrupt = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("not really a png"),
    ]);
    const { attachment } = await uploadOk(s, id, uploadForm(corrupt, "broken.png", { type: "photo" }));
    expect(attachment.mimeType).toBe("image/png");
    expect(attachment.thumbnail).toBeUndefined();
    expect((await download(svc, s, id, attachment.id)).bytes.equals(corrupt)).toBe(true);
  });
});

describe("primary photo", () => {
  it("the first photo becomes primary; a later primary photo replaces it; PUT can switch back", async () => {
    const id = await newEntity(s);
    const first = await uploadOk(s, id, uploadForm(await imageBytes("png", 20, 20), "a.png", { type: "photo" }));
    expect(first.attachment.primary).toBe(true);
    const notPrimary = await uploadOk(
      s,
      id,
      uploadForm(await imageBytes("png", 20, 20), "b.png", { type: "photo", primary: "false" }),
    );
    expect(notPrimary.attachment.primary).toBe(false);
    const second = await uploadOk(
      s,
      id,
      uploadForm(await imageBytes("png", 20, 20), "c.png", { type: "photo", primary: "true" }),
    );
    const primaries = () => (second.entity.attachments as any[]).filter((a) => a.primary).map((a) => a.id);
    expect(primaries()).toEqual([second.attachment.id]);

    // The summary's picture follows the primary photo.
    const child = await s.call(entityEndpoints.create, { body: { name: "Lens", parentId: id } });
    const parentSummary = (await s.call(entityEndpoints.get, { params: { id: child.body.id } })).body.parent;
    expect(parentSummary).toMatchObject({ imageId: second.attachment.id, thumbnailId: second.attachment.thumbnail.id });

    const put = await s.call(attachmentEndpoints.update, {
      params: { id, attachmentId: first.attachment.id },
      body: {
        title: "Front",
        type: "photo",
        primary: true,
      },
    });
    expect(put.status).toBe(200);
    expect(put.headers.get("etag")).toMatch(/^"\d+"$/);
    const after = (put.body.attachments as any[]).filter((a) => a.primary).map((a) => [a.id, a.title]);
    expect(after).toEqual([[first.attachment.id, "Front"]]);
  });

  it("only a photo can be primary", async () => {
    const id = await newEntity(s);
    const receipt = await uploadOk(s, id, uploadForm("paid 20 EUR", "r.txt", { type: "receipt", primary: "true" }));
    expect(receipt.attachment.primary).toBe(false);
    const photo = await uploadOk(s, id, uploadForm(await imageBytes("webp", 20, 20), "p.webp", { type: "photo" }));
    const put = await s.call(attachmentEndpoints.update, {
      params: { id, attachmentId: photo.attachment.id },
      body: {
        title: "now a manual",
        type: "manual",
        primary: true,
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.attachments.find((a: any) => a.id === photo.attachment.id)).toMatchObject({
      type: "manual",
      primary: false,
      title: "now a manual",
    });
  });
});

describe("delete", () => {
  it("DELETE removes the rows and both stored files", async () => {
    const id = await newEntity(s);
    const { attachment } = await uploadOk(s, id, uploadForm(await imageBytes("png"), "x.png", { type: "photo" }));
    const keys = [attachment.path, attachment.thumbnail.path];
    expect(await blobsExist(svc, keys)).toEqual([true, true]);
    expect((await s.call(attachmentEndpoints.remove, { params: { id, attachmentId: attachment.id } })).status).toBe(
      204,
    );
    expect(await blobsExist(svc, keys)).toEqual([false, false]);
    expect((await s.call(entityEndpoints.get, { params: { id } })).body.attachments).toEqual([]);
    expect((await download(svc, s, id, attachment.thumbnail.id)).res.status).toBe(404);
    expect((await s.call(attachmentEndpoints.remove, { params: { id, attachmentId: attachment.id } })).status).toBe(
      404,
    );
  });

  it("deleting the entity keeps its stored files for the grace period, then removes them", async () => {
    const id = await newEntity(s);
    const { attachment } = await uploadOk(s, id, uploadForm(await imageBytes("jpeg"), "y.jpg", { type: "photo" }));
    expect((await s.call(entityEndpoints.remove, { params: { id } })).status).toBe(204);
    const keys = [attachment.path, attachment.thumbnail.path];
    expect(await blobsExist(svc, keys)).toEqual([true, true]);
    await purgeKeptAttachments(svc.db.kysely, svc.blobs, 30, Date.now() + 31 * 86_400_000);
    expect(await blobsExist(svc, keys)).toEqual([false, false]);
  });
});

describe("OpenAPI", () => {
  it("documents the upload as multipart with a binary file part", async () => {
    const doc = await (await svc.app.request("/api/openapi.json")).json();
    const upload = doc.paths["/v1/entities/{id}/attachments"].post.requestBody.content["multipart/form-data"].schema;
    expect(upload.properties.file).toMatchObject({ type: "string", format: "binary" });
    expect(upload.required).toContain("file");
    expect(Object.keys(doc.paths["/v1/entities/{id}/attachments/{attachmentId}"]).sort()).toEqual([
      "delete",
      "get",
      "put",
    ]);
  });
});

/**
 * The start-up sweep (server/start.ts) on the store the suite runs on: files, or with TEST_STORAGE=s3 a
 * bucket. A stored blob no row refers to goes; blobs of attachments and thumbnails stay. A shared store
 * spares young orphans, which may be uploads in flight on another node.
 */
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
    const download = await s.call(attachmentEndpoints.download, { params: { id, attachmentId: attachment.id } });
    expect(download.status).toBe(200);
  });
});
