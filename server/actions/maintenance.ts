import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { ASSET_ID_MAX, type WipeInventoryBody } from "../../contract";
import type { Db } from "../db/database";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { inTransaction, inTreeTransaction } from "../db/transaction";
import { keepAttachments } from "../attachments/kept";
import { tracked } from "../history/record";

const PLACEHOLDER_COLUMNS = ["purchase_date", "sold_date", "warranty_expires"] as const;
const ids = (rows: ReadonlyArray<{ id: string }>) => rows.map((r) => r.id);

/** Entities without an asset id get the next ones, oldest first (Homebox's `ensure-asset-ids`). */
export function ensureAssetIds(db: Db, groupId: string): Promise<number> {
  // The tree lock serialises this with creates, which take the next asset id too.
  return inTreeTransaction(db, groupId, async (trx) => {
    const max = await trx
      .selectFrom("entities")
      .select((eb) => eb.fn.max("asset_id").as("max"))
      .where("group_id", "=", groupId)
      .executeTakeFirst();
    let next = Number(max?.max ?? 0);
    const missing = await trx
      .selectFrom("entities")
      .select("id")
      .where("group_id", "=", groupId)
      .where("asset_id", "is", null)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    const now = new Date().toISOString();
    const numbered = missing.slice(0, Math.max(0, ASSET_ID_MAX - next));
    return tracked(trx, groupId, ids(numbered), async () => {
      for (const { id } of numbered) {
        await trx.updateTable("entities").set({ asset_id: ++next, updated_at: now }).where("id", "=", id).execute();
      }
      return numbered.length;
    });
  });
}

/** Entities without an import ref get 8 random hex characters (Homebox's `ensure-import-refs`). */
export function ensureImportRefs(db: Db, groupId: string): Promise<number> {
  return inTransaction(db, async (trx) => {
    const missing = await trx
      .selectFrom("entities")
      .select("id")
      .where("group_id", "=", groupId)
      .where("import_ref", "=", "")
      .execute();
    for (const { id } of missing) {
      await trx
        .updateTable("entities")
        .set({ import_ref: randomBytes(4).toString("hex") })
        .where("id", "=", id)
        .execute();
    }
    return missing.length;
  });
}

/**
 * Homebox's `zero-item-time-fields`: its dates carried a time of day, ours are days already, so what is
 * left to do is clearing the placeholder dates of years before 100 (imports of "0001-01-01").
 */
export function clearPlaceholderDates(db: Db, groupId: string): Promise<number> {
  return inTransaction(db, async (trx) => {
    const placeholder = await trx
      .selectFrom("entities")
      .select("id")
      .where("group_id", "=", groupId)
      .where((eb) => eb.or(PLACEHOLDER_COLUMNS.map((c) => eb.and([eb(c, "!=", ""), eb(c, "<", "0100-01-01")]))))
      .execute();
    return tracked(trx, groupId, ids(placeholder), () => clearDates(trx, groupId));
  });
}

async function clearDates(trx: Kysely<Database>, groupId: string) {
  let changed = 0;
  for (const column of PLACEHOLDER_COLUMNS) {
    const res = await trx
      .updateTable("entities")
      .set({ [column]: "" })
      .where("group_id", "=", groupId)
      .where(column, "!=", "")
      .where(column, "<", "0100-01-01")
      .executeTakeFirst();
    changed += Number(res.numUpdatedRows);
  }
  return changed;
}

/** Entities with photos but no primary one get their oldest photo as primary (never a second primary). */
export function setPrimaryPhotos(db: Db, groupId: string): Promise<number> {
  return inTransaction(db, async (trx) => {
    const rows = await trx
      .selectFrom("attachments as a")
      .select(["a.entity_id", sql<string>`MIN(a.created_at || a.id)`.as("first")])
      .where("a.group_id", "=", groupId)
      .where("a.kind", "=", "file")
      .where("a.type", "=", "photo")
      .groupBy("a.entity_id")
      .having(sql`MAX(a."primary")`, "=", 0)
      .execute();
    const now = new Date().toISOString();
    for (const r of rows) {
      const id = r.first.slice(-36);
      await trx.updateTable("attachments").set({ primary: 1, updated_at: now }).where("id", "=", id).execute();
    }
    return rows.length;
  });
}

/**
 * Deletes the group's items, and its locations and tags when asked (owner only, confirmed). Returns the
 * rows deleted and the storage keys whose files go once the transaction has committed.
 */
export function wipeInventory(db: Db, groupId: string, opts: WipeInventoryBody) {
  return inTreeTransaction(db, groupId, async (trx) => {
    const doomed = () => doomedOf(trx, groupId, opts.wipeLocations);
    const keys = await trx.selectFrom("attachments").select("storage_key").where("entity_id", "in", doomed()).execute();
    const all = await trx.selectFrom("entities").select("id").where("group_id", "=", groupId).execute();
    // Each entity deleted, and each kept location moved out of a deleted item, is a change in history.
    await keepAttachments(trx, doomed(), new Date().toISOString());
    const deleted = await tracked(trx, groupId, ids(all), () => wipeRows(trx, groupId, opts));
    return { deleted, keys: keys.map((k) => k.storage_key) };
  });
}

/** The entities a wipe deletes: the items, and the locations when asked. */
function doomedOf(trx: Kysely<Database>, groupId: string, wipeLocations: boolean) {
  const all = trx
    .selectFrom("entities as e")
    .innerJoin("entity_types as t", "t.id", "e.entity_type_id")
    .select("e.id")
    .where("e.group_id", "=", groupId);
  return wipeLocations ? all : all.where("t.is_location", "=", 0);
}

async function wipeRows(trx: Kysely<Database>, groupId: string, opts: WipeInventoryBody) {
  const doomed = () => doomedOf(trx, groupId, opts.wipeLocations);
  if (!opts.wipeLocations) {
    // Locations kept that sat inside a deleted item move to the top level.
    await trx
      .updateTable("entities")
      .set({ parent_id: null, location_id: null, resolved_location_id: null })
      .where("group_id", "=", groupId)
      .where("parent_id", "in", doomed())
      .execute();
  }
  // One statement: references among the deleted rows are checked when it ends, not row by row.
  const res = await trx.deleteFrom("entities").where("id", "in", doomed()).executeTakeFirst();
  let deleted = Number(res.numDeletedRows);
  if (opts.wipeTags) {
    const tags = await trx.deleteFrom("tags").where("group_id", "=", groupId).executeTakeFirst();
    deleted += Number(tags.numDeletedRows);
  }
  return deleted;
}
