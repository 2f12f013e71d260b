import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DuplicateOptions } from "../../contract";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { inTreeTransaction } from "../db/transaction";
import { duplicateBody } from "../domain/duplicate";
import { notFound } from "../domain/errors";
import { requireEntityOut } from "./output";
import { insertEntity } from "./write";

type Q = Kysely<Database>;

/**
 * A create from the original's fields, plus its attachments and maintenance when asked, in one transaction. On
 * PostgreSQL the original is locked FOR SHARE, so deleting one of its attachments waits and sees the copy's use.
 */
export function duplicateEntity(db: Db, groupId: string, id: string, options: DuplicateOptions) {
  return inTreeTransaction(db, groupId, (trx) => duplicateInTransaction(db, trx, groupId, id, options));
}

/** A duplicate inside the caller's tree transaction (a bulk duplicate makes many in one). */
export async function duplicateInTransaction(db: Db, trx: Q, groupId: string, id: string, options: DuplicateOptions) {
  let lock = trx.selectFrom("entities").select("id").where("id", "=", id).where("group_id", "=", groupId);
  if (db.dialect === "postgres") lock = lock.forShare();
  if (!(await lock.executeTakeFirst())) throw notFound();
  const source = await requireEntityOut(trx, groupId, id);
  const copy = await insertEntity(trx, groupId, duplicateBody(source.entity, options));
  const copyId = copy.entity.id;
  if (options.copyAttachments) await copyAttachments(trx, id, copyId);
  if (options.copyMaintenance) await copyMaintenance(trx, id, copyId);
  return options.copyAttachments ? requireEntityOut(trx, groupId, copyId) : copy;
}

/** New rows that point at the same stored files (thumbnails too, so the copy's lists show its picture). */
async function copyAttachments(trx: Q, fromId: string, toId: string) {
  const rows = await trx.selectFrom("attachments").selectAll().where("entity_id", "=", fromId).execute();
  if (rows.length === 0) return;
  const newIds = new Map(rows.map((r) => [r.id, randomUUID()]));
  const newId = (old: string) => newIds.get(old) ?? randomUUID();
  const now = new Date().toISOString();
  // Thumbnails first: a file row's thumbnail_id names one.
  const ordered = [...rows].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === "thumbnail" ? -1 : 1));
  await trx
    .insertInto("attachments")
    .values(
      ordered.map((r) => ({
        ...r,
        id: newId(r.id),
        entity_id: toId,
        thumbnail_id: r.thumbnail_id ? (newIds.get(r.thumbnail_id) ?? null) : null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** Maintenance entries keep both dates and the cost (as Homebox's copies do). */
async function copyMaintenance(trx: Q, fromId: string, toId: string) {
  const rows = await trx.selectFrom("maintenance_entries").selectAll().where("entity_id", "=", fromId).execute();
  if (rows.length === 0) return;
  const now = new Date().toISOString();
  await trx
    .insertInto("maintenance_entries")
    .values(rows.map((r) => ({ ...r, id: randomUUID(), entity_id: toId, created_at: now, updated_at: now })))
    .execute();
}
