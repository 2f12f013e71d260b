import { randomUUID } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { incomingDir, type BlobStore } from "../attachments/blob-store";
import { removeBlobs } from "../attachments/cleanup";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { inTreeTransaction } from "../db/transaction";
import { conflict, DomainError } from "../domain/errors";
import { tracked } from "../history/record";
import { checkBackup, type CheckedBackup } from "./backup-check";
import { insertChunks, writeCare } from "./backup-restore-care";
import { fileEntry } from "./backup-format";
import { DamagedZipError, openZip, type OpenZip } from "./zip-reader";

type Q = Kysely<Database>;

/** Whether the group holds anything a user made: entities, tags, templates, or types beyond a new group's two. */
async function isEmpty(db: Q, groupId: string): Promise<boolean> {
  const [entity, tag, template, types] = await Promise.all([
    db.selectFrom("entities").select("id").where("group_id", "=", groupId).executeTakeFirst(),
    db.selectFrom("tags").select("id").where("group_id", "=", groupId).executeTakeFirst(),
    db.selectFrom("templates").select("id").where("group_id", "=", groupId).executeTakeFirst(),
    db.selectFrom("entity_types").select("name").where("group_id", "=", groupId).execute(),
  ]);
  const defaults = types.every((t) => t.name === "Item" || t.name === "Location") && types.length <= 2;
  return !entity && !tag && !template && defaults;
}

/** Every id of the backup gets a new one: the original group may live in the same database. */
function newIds(backup: CheckedBackup) {
  const map = new Map<string, string>();
  const r = backup.rows;
  const lists = [r.entity_types, r.tags, r.entities, r.entity_fields, r.attachments];
  for (const list of [...lists, r.maintenance_entries, r.templates, r.template_fields]) {
    for (const row of list) map.set(row.id, randomUUID());
  }
  const to = (id: string) => {
    const mapped = map.get(id);
    // checkBackup proved every reference names a row of the backup, and every row got an id above.
    if (mapped === undefined) throw new Error(`restore: no new id for ${id}`);
    return mapped;
  };
  const toNullable = (id: string | null) => (id === null ? null : to(id));
  return { to, toNullable };
}

/** Copies every attachment's bytes from the zip into the blob store; returns the new key of each old one. */
async function storeFiles(zip: OpenZip, deps: { db: Db; blobs: BlobStore; dataDir: string }, backup: CheckedBackup) {
  const { blobs, dataDir } = deps;
  const keys = new Map<string, string>();
  const dir = incomingDir(dataDir);
  await mkdir(dir, { recursive: true });
  try {
    for (const a of backup.rows.attachments) {
      if (keys.has(a.storage_key)) continue;
      const file = path.join(dir, `${randomUUID()}.restore`);
      try {
        await zip.saveTo(fileEntry(a.storage_key), file);
        keys.set(a.storage_key, await blobs.putFile(file, a.size));
      } finally {
        await rm(file, { force: true });
      }
    }
  } catch (err) {
    await removeBlobs(deps.db.kysely, blobs, [...keys.values()]);
    throw err;
  }
  return keys;
}

/**
 * `POST /v1/group/import` (docs/data-transfer.md, "Restore"): checks the zip whole, stores the files, then
 * writes every row in one transaction with new ids; on failure the stored files are removed.
 */
export async function restoreBackup(
  deps: { db: Db; blobs: BlobStore; dataDir: string },
  groupId: string,
  zipFile: string,
  replace: boolean,
): Promise<Record<string, number>> {
  let zip: OpenZip;
  try {
    zip = await openZip(zipFile);
  } catch (err) {
    throw refusal(err);
  }
  try {
    const backup = await checkBackup(zip).catch((err: unknown) => {
      throw refusal(err);
    });
    if (!replace && !(await isEmpty(deps.db.kysely, groupId))) {
      throw conflict("The group is not empty. Restore with replace=true to delete its inventory first.");
    }
    const keys = await storeFiles(zip, deps, backup).catch((err: unknown) => {
      throw refusal(err);
    });
    let oldKeys: string[] = [];
    try {
      oldKeys = await writeRows(deps.db, groupId, backup, keys);
    } catch (err) {
      await removeBlobs(deps.db.kysely, deps.blobs, [...keys.values()]);
      throw err;
    }
    await removeBlobs(deps.db.kysely, deps.blobs, oldKeys);
    return Object.fromEntries(Object.entries(backup.rows).map(([table, rows]) => [table, rows.length]));
  } finally {
    zip.close();
  }
}

const refusal = (err: unknown) =>
  err instanceof DamagedZipError
    ? new DomainError("invalid", `The backup cannot be restored: ${err.message}.`, {
        fields: err.fields ?? { file: err.message },
      })
    : err;

/** Replaces the group's inventory with the backup's rows; returns the blob keys the old inventory used. */
function writeRows(db: Db, groupId: string, backup: CheckedBackup, keys: Map<string, string>): Promise<string[]> {
  const ids = newIds(backup);
  return inTreeTransaction(db, groupId, async (trx) => {
    const before = await trx.selectFrom("entities").select("id").where("group_id", "=", groupId).execute();
    // Every entity replaced is a delete in history and every one restored a create, all in one batch.
    return tracked(
      trx,
      groupId,
      before.map((e) => e.id),
      () => replaceRows(trx, groupId, backup, keys, ids),
      () => backup.rows.entities.map((e) => ids.to(e.id)),
    );
  });
}

async function replaceRows(
  trx: Q,
  groupId: string,
  backup: CheckedBackup,
  keys: Map<string, string>,
  { to, toNullable }: ReturnType<typeof newIds>,
) {
  const r = backup.rows;
  const old = await trx.selectFrom("attachments").select("storage_key").where("group_id", "=", groupId).execute();
  // One statement each: the database checks references at the end of a statement, when all are gone.
  // Templates first: their default tags and types would otherwise go one by one with what they name.
  await trx.deleteFrom("templates").where("group_id", "=", groupId).execute();
  await trx.deleteFrom("maintenance_entries").where("group_id", "=", groupId).execute();
  await trx.deleteFrom("entities").where("group_id", "=", groupId).execute();
  await trx.deleteFrom("tags").where("group_id", "=", groupId).execute();
  await trx.deleteFrom("entity_types").where("group_id", "=", groupId).execute();
  await trx.updateTable("groups").set({ currency: backup.group.currency }).where("id", "=", groupId).execute();

  const group = { group_id: groupId };
  await insertChunks(
    trx,
    "entity_types",
    r.entity_types.map((t) => ({ ...t, ...group, id: to(t.id) })),
  );
  await insertChunks(
    trx,
    "tags",
    r.tags.map((t) => ({ ...t, ...group, id: to(t.id), parent_id: null })),
  );
  for (const t of r.tags.filter((t) => t.parent_id)) {
    await trx
      .updateTable("tags")
      .set({ parent_id: toNullable(t.parent_id) })
      .where("id", "=", to(t.id))
      .execute();
  }
  // References among entities are set in a second pass, so that insert order does not matter.
  await insertChunks(
    trx,
    "entities",
    r.entities.map((e) => ({
      ...e,
      ...group,
      id: to(e.id),
      entity_type_id: to(e.entity_type_id),
      parent_id: null,
      location_id: null,
      resolved_location_id: null,
    })),
  );
  for (const e of r.entities.filter((e) => e.parent_id || e.location_id || e.resolved_location_id)) {
    await trx
      .updateTable("entities")
      .set({
        parent_id: toNullable(e.parent_id),
        location_id: toNullable(e.location_id),
        resolved_location_id: toNullable(e.resolved_location_id),
      })
      .where("id", "=", to(e.id))
      .execute();
  }
  await insertChunks(
    trx,
    "entity_tags",
    r.entity_tags.map((et) => ({ entity_id: to(et.entity_id), tag_id: to(et.tag_id) })),
  );
  await insertChunks(
    trx,
    "entity_fields",
    r.entity_fields.map((f) => ({ ...f, id: to(f.id), entity_id: to(f.entity_id) })),
  );
  await insertChunks(
    trx,
    "attachments",
    r.attachments.map((a) => ({
      ...a,
      ...group,
      id: to(a.id),
      entity_id: to(a.entity_id),
      thumbnail_id: toNullable(a.thumbnail_id),
      storage_key: keys.get(a.storage_key) ?? a.storage_key,
    })),
  );
  await writeCare(trx, groupId, backup, to, toNullable);
  return old.map((o) => o.storage_key);
}
