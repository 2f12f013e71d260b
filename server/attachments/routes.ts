import { rm } from "node:fs/promises";
import { z } from "zod";
import { AttachmentUpdate, AttachmentUploadForm, EntityOut } from "../../contract";
import { auth, type Api, type Ctx } from "../http/api";
import { notFound } from "../http/errors";
import { parseJsonBody, pathId } from "../http/validate";
import { loadEntityOut } from "../entities/output";
import { etag } from "../entities/write";
import { downloadAttachment } from "./download";
import { deleteAttachment, updateAttachment } from "./edit";
import { entityInGroup } from "./records";
import { storeUpload } from "./upload";
import { incomingDir } from "./blob-store";
import { receiveUpload, requireMultipart } from "./upload-body";
import { UploadLimiter } from "./upload-limiter";

/** The multipart form as the OpenAPI document shows it: the text parts plus the file itself. */
const AttachmentUploadBody = AttachmentUploadForm.extend({
  file: z.file().describe("The file, at most 10 MiB. Its type is sniffed from the bytes, never taken from its name."),
});

const ENTITY = { description: "The entity, with its attachments", schema: EntityOut };
const PATH = "/v1/entities/:id/attachments/:attachmentId";

export function registerAttachmentRoutes(api: Api) {
  const { deps } = api;
  const limiter = new UploadLimiter(deps.config.uploads.concurrency, deps.config.uploads.queue);
  const incoming = incomingDir(deps.config.dataDir);

  // Answers with the whole entity, as Homebox does, so a client refreshes one record after any change.
  const entityAnswer = async (c: Ctx, entityId: string, status: 200 | 201) => {
    const found = await loadEntityOut(deps.db.kysely, auth(c).groupId, entityId);
    if (!found) throw notFound();
    c.header("ETag", etag(found.version));
    return c.json(found.entity, status);
  };

  const target = (c: Ctx) => ({
    groupId: auth(c).groupId,
    entityId: pathId(c),
    attachmentId: pathId(c, "attachmentId"),
  });

  api.route(
    {
      method: "post",
      path: "/v1/entities/:id/attachments",
      tag: "attachments",
      summary:
        "Upload a file (multipart). JPEG, PNG and WebP images get a thumbnail; a primary photo replaces the previous one. 503 with Retry-After when too many uploads are in progress",
      body: { schema: AttachmentUploadBody, contentType: "multipart/form-data" },
      responses: { 201: { description: "Uploaded; the entity with its attachments", schema: EntityOut } },
    },
    async (c) => {
      const entityId = pathId(c);
      const groupId = auth(c).groupId;
      // Cheap refusals first, so a wrong request costs no 10 MiB read.
      requireMultipart(c);
      if (!(await entityInGroup(deps.db, deps.db.kysely, groupId, entityId))) throw notFound();
      // The body is read only once the upload has its turn: waiting ones cost no memory.
      await limiter.run(async () => {
        const form = await receiveUpload(c, incoming);
        try {
          await storeUpload(deps, groupId, entityId, form);
        } finally {
          if (form.file) await rm(form.file.path, { force: true });
        }
      });
      return entityAnswer(c, entityId, 201);
    },
  );

  api.route(
    {
      method: "get",
      path: PATH,
      tag: "attachments",
      summary:
        "The stored bytes of an attachment or thumbnail. Also accepts ?access_token=<attachmentToken>, for <img> tags",
      responses: {
        200: {
          description: "The file; images and PDFs inline, everything else as a download",
          schema: z.file(),
          contentType: "application/octet-stream",
        },
      },
    },
    async (c) => downloadAttachment(deps, target(c), c.req.method === "HEAD"),
  );

  api.route(
    {
      method: "put",
      path: PATH,
      tag: "attachments",
      summary: "Change title, type and primary (only a photo can be primary; one per entity)",
      body: { schema: AttachmentUpdate },
      responses: { 200: ENTITY },
    },
    async (c) => {
      const where = target(c);
      await updateAttachment(deps, where, await parseJsonBody(c, AttachmentUpdate));
      return entityAnswer(c, where.entityId, 200);
    },
  );

  api.route(
    {
      method: "delete",
      path: PATH,
      tag: "attachments",
      summary: "Delete an attachment, its thumbnail and their files",
      responses: { 204: { description: "Deleted" } },
    },
    async (c) => {
      await deleteAttachment(deps, target(c));
      return c.body(null, 204);
    },
  );
}
