import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { incomingDir, type BlobStore } from "../attachments/blob-store";
import { makeThumbnail, THUMBNAIL_MIME } from "../attachments/thumbnail";
import type { Db } from "../db/database";
import { inTransaction } from "../db/transaction";

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];

/**
 * Homebox's `create-missing-thumbnails`: a thumbnail for every uploaded image without one, one at a time;
 * images that cannot be decoded stay without. Returns how many were made.
 */
export async function createMissingThumbnails(
  deps: { db: Db; blobs: BlobStore; dataDir: string },
  groupId: string,
): Promise<number> {
  const missing = await deps.db.reader
    .selectFrom("attachments")
    .select(["id", "entity_id", "title", "storage_key"])
    .where("group_id", "=", groupId)
    .where("kind", "=", "file")
    .where("thumbnail_id", "is", null)
    .where("mime_type", "in", IMAGE_TYPES)
    .execute();
  const dir = incomingDir(deps.dataDir);
  await mkdir(dir, { recursive: true });
  let made = 0;
  for (const a of missing) {
    const file = path.join(dir, `${randomUUID()}.thumb`);
    try {
      await pipeline((await deps.blobs.get(a.storage_key)).body, createWriteStream(file));
      const thumbnail = await makeThumbnail(file);
      if (!thumbnail) continue;
      const key = await deps.blobs.put(thumbnail);
      const id = randomUUID();
      const now = new Date().toISOString();
      const linked = await inTransaction(deps.db, async (trx) => {
        const still = await trx
          .selectFrom("attachments")
          .select("id")
          .where("id", "=", a.id)
          .where("thumbnail_id", "is", null)
          .executeTakeFirst();
        if (!still) return false;
        await trx
          .insertInto("attachments")
          .values({
            id,
            group_id: groupId,
            entity_id: a.entity_id,
            kind: "thumbnail",
            thumbnail_id: null,
            type: "thumbnail",
            title: a.title,
            mime_type: THUMBNAIL_MIME,
            size: thumbnail.byteLength,
            storage_key: key,
            primary: 0,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await trx.updateTable("attachments").set({ thumbnail_id: id }).where("id", "=", a.id).execute();
        return true;
      });
      if (linked) made++;
      else await deps.blobs.remove(key);
    } finally {
      await rm(file, { force: true });
    }
  }
  return made;
}
