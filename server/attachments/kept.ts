import type { Kysely, SelectQueryBuilder } from "kysely";
import type { Database } from "../db/schema";
import type { BlobStore } from "./blob-store";
import { removeBlobs } from "./cleanup";

type Q = Kysely<Database>;
const DAY_MS = 86_400_000;
/** The entities, listed or selected (a wipe keeps what a subquery names, however many). */
type EntityIds<DB, TB extends keyof DB> = string[] | SelectQueryBuilder<DB, TB, { id: string }>;
const COLUMNS = [
  "id",
  "group_id",
  "entity_id",
  "kind",
  "thumbnail_id",
  "type",
  "title",
  "mime_type",
  "size",
  "storage_key",
  "primary",
  "created_at",
  "updated_at",
] as const;

/**
 * Copies the attachment rows of entities about to be deleted into `kept_attachments`, in the deleting
 * transaction: their files stay while a restore may still want them (docs/decisions/028-deleted-entities-attachments.md).
 */
export async function keepAttachments<DB, TB extends keyof DB>(trx: Q, entityIds: EntityIds<DB, TB>, now: string) {
  await trx
    .insertInto("kept_attachments")
    .columns([...COLUMNS, "deleted_at"])
    .expression((eb) =>
      eb
        .selectFrom("attachments")
        .select([...COLUMNS])
        .select(eb.val(now).as("deleted_at"))
        .where("entity_id", "in", entityIds),
    )
    .execute();
}

/** Gives an entity brought back under its old id the attachments kept since its delete (none once purged). */
export async function bringBackAttachments(trx: Q, groupId: string, entityId: string): Promise<void> {
  const kept = trx.selectFrom("kept_attachments").where("group_id", "=", groupId).where("entity_id", "=", entityId);
  await trx
    .insertInto("attachments")
    .columns([...COLUMNS])
    .expression(kept.select([...COLUMNS]))
    .execute();
  await trx.deleteFrom("kept_attachments").where("group_id", "=", groupId).where("entity_id", "=", entityId).execute();
}

/** The grace period's end: kept rows of entities deleted more than `keepDays` ago go, then their files. */
export async function purgeKeptAttachments(db: Q, blobs: BlobStore, keepDays: number, now = Date.now()) {
  const before = new Date(now - keepDays * DAY_MS).toISOString();
  const gone = await db
    .deleteFrom("kept_attachments")
    .where("deleted_at", "<", before)
    .returning("storage_key")
    .execute();
  await removeBlobs(
    db,
    blobs,
    gone.map((g) => g.storage_key),
  );
  return gone.length;
}

/**
 * The attachments a restored state names that the entity lacks afterwards: gone for good (purged after the
 * grace period, or deleted one by one, which removes the file at once). Ids, for the client to say so.
 */
export function attachmentsNotKept(
  state: Record<string, unknown>,
  entity: { attachments: ReadonlyArray<{ id: string }> },
) {
  const had = Array.isArray(state.attachments) ? (state.attachments as Array<{ id: string }>) : [];
  const now = new Set(entity.attachments.map((a) => a.id));
  return had.map((a) => a.id).filter((id) => !now.has(id));
}
