import { randomUUID } from "node:crypto";
import { AttachmentUploadForm } from "../../contract";
import type { Deps } from "../http/api";
import { invalid, notFound } from "../domain/errors";
import { issuesToFields } from "../domain/field-issues";
import { inTransaction } from "../db/transaction";
import { tracked } from "../history/record";
import { removeBlobs } from "./cleanup";
import { cleanTitle, titleFromFileName } from "./file-names";
import { clearPrimaryPhotos, decidePrimary, entityInGroup } from "./records";
import { makeThumbnail, THUMBNAIL_MIME } from "./thumbnail";
import type { ReceivedFile, UploadedForm } from "./upload-body";

interface UploadMeta {
  title: string;
  type: string;
  /** undefined when the client did not say: the first photo then becomes primary. */
  primary: boolean | undefined;
  file: ReceivedFile;
}

/** Validates the text parts and the file together, so one 422 names every problem. */
function uploadMeta(form: UploadedForm): UploadMeta {
  // Browsers send "" for a field left empty; that means "the default", as an absent field does.
  const raw: Record<string, string> = {};
  for (const key of ["title", "type", "primary"]) {
    const value = form.fields[key];
    if (value !== undefined && value !== "") raw[key] = value;
  }
  // Homebox clients name the title part `name`.
  if (raw.title === undefined && form.fields.name) raw.title = form.fields.name;
  const parsed = AttachmentUploadForm.safeParse(raw);
  const fields = parsed.success ? {} : issuesToFields(parsed.error.issues);
  if (!form.file) fields.file = "is required";
  if (!parsed.success || !form.file) throw invalid(fields);
  const fallback = titleFromFileName(form.file.name);
  return {
    title: parsed.data.title === undefined ? fallback : cleanTitle(parsed.data.title) || fallback,
    type: parsed.data.type,
    primary: raw.primary === undefined ? undefined : parsed.data.primary,
    file: form.file,
  };
}

/**
 * Stores an upload: sniffs its real type, derives a thumbnail from images, writes the files, then the rows.
 * Files are written first so that a committed row always has its bytes; when the rows cannot be written
 * (the entity vanished meanwhile) the files are removed again.
 */
export async function storeUpload(deps: Deps, groupId: string, entityId: string, form: UploadedForm): Promise<void> {
  const meta = uploadMeta(form);
  const { file } = meta;
  const sniffed = file.sniffed;
  // sharp reads the temporary file itself, before the store may move it away.
  const thumbnail = sniffed.thumbnailable ? await makeThumbnail(file.path) : undefined;
  const fileKey = await deps.blobs.putFile(file.path, file.size);
  let thumbKey: string | undefined;
  try {
    thumbKey = thumbnail ? await deps.blobs.put(thumbnail) : undefined;
    await inTransaction(deps.db, async (trx) => {
      if (!(await entityInGroup(deps.db, trx, groupId, entityId, true))) throw notFound();
      await tracked(trx, groupId, [entityId], async () => {
        const now = new Date().toISOString();
        const primary = await decidePrimary(trx, entityId, meta.type, meta.primary);
        if (primary) await clearPrimaryPhotos(trx, entityId, now);
        const common = { group_id: groupId, entity_id: entityId, title: meta.title, created_at: now, updated_at: now };
        const thumbnailId = thumbnail && thumbKey ? randomUUID() : null;
        if (thumbnail && thumbKey && thumbnailId) {
          await trx
            .insertInto("attachments")
            .values({
              ...common,
              id: thumbnailId,
              kind: "thumbnail",
              thumbnail_id: null,
              type: "thumbnail",
              mime_type: THUMBNAIL_MIME,
              size: thumbnail.byteLength,
              storage_key: thumbKey,
              primary: 0,
            })
            .execute();
        }
        await trx
          .insertInto("attachments")
          .values({
            ...common,
            id: randomUUID(),
            kind: "file",
            thumbnail_id: thumbnailId,
            type: meta.type,
            mime_type: sniffed.mimeType,
            size: file.size,
            storage_key: fileKey,
            primary: primary ? 1 : 0,
          })
          .execute();
      });
    });
  } catch (err) {
    await removeBlobs(deps.db.kysely, deps.blobs, [fileKey, thumbKey]);
    throw err;
  }
}
