import { rm } from "node:fs/promises";
import { attachmentEndpoints as attachments } from "../../contract";
import { notFound } from "../domain/errors";
import { auth, type Api, type Ctx } from "../http/api";
import { requireEntityOut } from "../entities/output";
import { etag } from "../entities/write";
import { incomingDir } from "./blob-store";
import { downloadAttachment } from "./download";
import { deleteAttachment, updateAttachment } from "./edit";
import { entityInGroup } from "./records";
import { storeUpload } from "./upload";
import { receiveUpload, requireMultipart } from "./upload-body";
import { UploadLimiter } from "./upload-limiter";

export function registerAttachmentRoutes(api: Api) {
  const { deps } = api;
  const limiter = new UploadLimiter(deps.config.uploads.concurrency, deps.config.uploads.queue);
  const incoming = incomingDir(deps.config.dataDir);

  // Answers with the whole entity, as Homebox does, so a client refreshes one record after any change.
  const entityAnswer = async (c: Ctx, entityId: string) => {
    const found = await requireEntityOut(deps.db.kysely, auth(c).groupId, entityId);
    c.header("ETag", etag(found.version));
    return found.entity;
  };
  const target = (c: Ctx, params: { id: string; attachmentId: string }) => ({
    groupId: auth(c).groupId,
    entityId: params.id,
    attachmentId: params.attachmentId,
  });

  api.handle(attachments.upload, async (c, { params: { id } }) => {
    const groupId = auth(c).groupId;
    // Cheap refusals first, so a wrong request costs no 10 MiB read.
    requireMultipart(c);
    if (!(await entityInGroup(deps.db, deps.db.kysely, groupId, id))) throw notFound();
    // The body is read only once the upload has its turn: waiting ones cost no memory.
    await limiter.run(async () => {
      const form = await receiveUpload(c, incoming);
      try {
        await storeUpload(deps, groupId, id, form);
      } finally {
        if (form.file) await rm(form.file.path, { force: true });
      }
    });
    return entityAnswer(c, id);
  });
  api.handle(attachments.download, (c, { params }) =>
    downloadAttachment(deps, target(c, params), c.req.method === "HEAD"),
  );
  api.handle(attachments.update, async (c, { params, body }) => {
    await updateAttachment(deps, target(c, params), body);
    return entityAnswer(c, params.id);
  });
  api.handle(attachments.remove, (c, { params }) => deleteAttachment(deps, target(c, params)));
}
