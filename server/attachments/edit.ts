import type { AttachmentUpdate } from "../../contract";
import type { Deps } from "../http/api";
import { invalid, notFound } from "../domain/errors";
import { inTransaction } from "../db/transaction";
import { tracked } from "../history/record";
import { removeBlobs } from "./cleanup";
import { cleanTitle } from "./file-names";
import { clearPrimaryPhotos, entityInGroup, findAttachment } from "./records";

interface Target {
  groupId: string;
  entityId: string;
  attachmentId: string;
}

/**
 * PUT: title, type and primary of an uploaded file. Thumbnails are derived data and cannot be edited
 * (their ids answer 404 here). Only a photo can be primary; making one primary demotes the entity's other.
 */
export async function updateAttachment(deps: Deps, target: Target, body: AttachmentUpdate): Promise<void> {
  const title = cleanTitle(body.title);
  if (title === "") throw invalid({ title: "must not be empty" });
  await inTransaction(deps.db, async (trx) => {
    if (!(await entityInGroup(deps.db, trx, target.groupId, target.entityId, true))) throw notFound();
    const row = await findAttachment(trx, target);
    if (!row) throw notFound("attachment");
    await tracked(trx, target.groupId, [target.entityId], async () => {
      const now = new Date().toISOString();
      const primary = body.type === "photo" && body.primary;
      if (primary) await clearPrimaryPhotos(trx, target.entityId, now);
      await trx
        .updateTable("attachments")
        .set({ title, type: body.type, primary: primary ? 1 : 0, updated_at: now })
        .where("id", "=", row.id)
        .execute();
    });
  });
}

/** DELETE: the file's row and its thumbnail's go in one transaction; both stored files once it has committed. */
export async function deleteAttachment(deps: Deps, target: Target): Promise<void> {
  const keys = await inTransaction(deps.db, async (trx) => {
    if (!(await entityInGroup(deps.db, trx, target.groupId, target.entityId, true))) throw notFound();
    const row = await findAttachment(trx, target);
    if (!row) throw notFound("attachment");
    const thumbnail = row.thumbnail_id
      ? await findAttachment(trx, { ...target, attachmentId: row.thumbnail_id }, ["thumbnail"])
      : undefined;
    const ids = [row.id, ...(thumbnail ? [thumbnail.id] : [])];
    await tracked(trx, target.groupId, [target.entityId], () =>
      trx.deleteFrom("attachments").where("id", "in", ids).execute(),
    );
    return [row.storage_key, thumbnail?.storage_key];
  });
  await removeBlobs(deps.db.kysely, deps.blobs, keys);
}
