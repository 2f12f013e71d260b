import type { Kysely } from "kysely";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";

type Q = Kysely<Database>;
export type AttachmentRow = Database["attachments"];

/**
 * Whether the entity is in the group. Inside a write on PostgreSQL the row is also locked, so that two
 * uploads racing to become the primary photo queue instead of both winning. (SQLite runs one write at a time.)
 */
export async function entityInGroup(db: Db, q: Q, groupId: string, entityId: string, lock = false): Promise<boolean> {
  let query = q.selectFrom("entities").select("id").where("id", "=", entityId).where("group_id", "=", groupId);
  if (lock && db.dialect === "postgres") query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * One attachment of one entity of the group, or undefined. A thumbnail is found by its own id too
 * (`kinds` says which rows an operation may touch: downloads serve both, edits only uploaded files).
 */
export function findAttachment(
  q: Q,
  where: { groupId: string; entityId: string; attachmentId: string },
  kinds: readonly AttachmentRow["kind"][] = ["file"],
): Promise<AttachmentRow | undefined> {
  return q
    .selectFrom("attachments")
    .selectAll()
    .where("id", "=", where.attachmentId)
    .where("entity_id", "=", where.entityId)
    .where("group_id", "=", where.groupId)
    .where("kind", "in", [...kinds])
    .executeTakeFirst();
}

/** An entity has at most one primary photo: making one primary demotes the others. */
export async function clearPrimaryPhotos(q: Q, entityId: string, now: string): Promise<void> {
  await q
    .updateTable("attachments")
    .set({ primary: 0, updated_at: now })
    .where("entity_id", "=", entityId)
    .where("kind", "=", "file")
    .where("primary", "=", 1)
    .execute();
}

/**
 * Whether an attachment ends up primary. Only photos can be (the primary photo is the entity's picture);
 * when the client does not say, the entity's first photo becomes primary so lists show a picture.
 */
export async function decidePrimary(
  q: Q,
  entityId: string,
  type: string,
  requested: boolean | undefined,
): Promise<boolean> {
  if (type !== "photo") return false;
  if (requested !== undefined) return requested;
  const primaryPhoto = await q
    .selectFrom("attachments")
    .select("id")
    .where("entity_id", "=", entityId)
    .where("kind", "=", "file")
    .where("type", "=", "photo")
    .where("primary", "=", 1)
    .executeTakeFirst();
  return primaryPhoto === undefined;
}
