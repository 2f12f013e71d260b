import { randomUUID } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Kysely } from "kysely";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { inTreeTransaction } from "../db/transaction";
import { refreshSubtree } from "../entities/placement-effects";
import type { ImportPlan, PlannedEntity } from "./import-plan";

type Q = Kysely<Database>;

/**
 * Entities per transaction. A batch of this size takes some tens of milliseconds on SQLite, and other
 * requests' writes get the connection between two batches (docs/data-transfer.md, "Limits").
 */
export const WRITE_BATCH = 50;

const bool = (b: boolean) => (b ? 1 : 0);

function entityColumns(e: PlannedEntity, now: string) {
  const r = e.record;
  return {
    name: e.name,
    entity_type_id: e.typeId,
    parent_id: e.parentId,
    location_id: null,
    resolved_location_id: e.resolvedLocationId,
    asset_id: e.assetId,
    import_ref: e.importRef,
    updated_at: now,
    ...(r && {
      description: r.text["HB.description"],
      notes: r.text["HB.notes"],
      purchase_from: r.text["HB.purchase_from"],
      manufacturer: r.text["HB.manufacturer"],
      model_number: r.text["HB.model_number"],
      serial_number: r.text["HB.serial_number"],
      warranty_details: r.text["HB.warranty_details"],
      sold_to: r.text["HB.sold_to"],
      sold_notes: r.text["HB.sold_notes"],
      quantity: r.quantity,
      purchase_price: r.purchasePrice,
      sold_price: r.soldPrice,
      archived: bool(r.archived),
      insured: bool(r.insured),
      lifetime_warranty: bool(r.lifetimeWarranty),
      purchase_date: r.purchaseDate,
      warranty_expires: r.warrantyExpires,
      sold_date: r.soldDate,
    }),
  };
}

/** A new entity's columns that a path-made location (no row of its own) leaves at a new entity's values. */
const NEW_ENTITY = {
  description: "",
  notes: "",
  purchase_from: "",
  manufacturer: "",
  model_number: "",
  serial_number: "",
  warranty_details: "",
  sold_to: "",
  sold_notes: "",
  quantity: 1,
  purchase_price: 0,
  sold_price: 0,
  archived: 0,
  insured: 0,
  lifetime_warranty: 0,
  sync_child_entity_locations: 0,
  purchase_date: "",
  warranty_expires: "",
  sold_date: "",
};

async function writeEntity(trx: Q, groupId: string, e: PlannedEntity, now: string) {
  if (e.existing) {
    const current = await trx.selectFrom("entities").select("version").where("id", "=", e.id).executeTakeFirstOrThrow();
    await trx
      .updateTable("entities")
      .set({ ...entityColumns(e, now), version: current.version + 1 })
      .where("id", "=", e.id)
      .where("group_id", "=", groupId)
      .execute();
  } else {
    await trx
      .insertInto("entities")
      .values({ ...NEW_ENTITY, ...entityColumns(e, now), id: e.id, group_id: groupId, version: 1, created_at: now })
      .execute();
  }
  if (!e.record) return;
  // Tags and custom fields are exactly the row's (Homebox's full replace); a new entity has none to drop.
  if (e.existing) await trx.deleteFrom("entity_tags").where("entity_id", "=", e.id).execute();
  if (e.tagIds.length > 0) {
    await trx
      .insertInto("entity_tags")
      .values(e.tagIds.map((tag_id) => ({ entity_id: e.id, tag_id })))
      .execute();
  }
  if (e.existing) await trx.deleteFrom("entity_fields").where("entity_id", "=", e.id).execute();
  if (e.record.fields.length > 0) {
    await trx
      .insertInto("entity_fields")
      .values(
        e.record.fields.map((f, position) => ({
          id: randomUUID(),
          entity_id: e.id,
          position,
          name: f.name,
          type: "text" as const,
          text_value: f.value,
          number_value: 0,
          boolean_value: 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

/**
 * Writes a checked plan: new types and tags first, then the entities parents first, WRITE_BATCH per
 * transaction with a turn of the event loop between two. Should a batch fail (a full disk), what the
 * earlier batches created is deleted again, so that a failed file leaves no new records behind.
 */
export async function writePlan(
  db: Db,
  groupId: string,
  plan: ImportPlan,
  onProgress: (written: number) => void = () => {},
) {
  const now = new Date().toISOString();
  let written = 0;
  try {
    await inTreeTransaction(db, groupId, async (trx) => {
      for (const t of plan.types) {
        await trx
          .insertInto("entity_types")
          .values({
            id: t.id,
            group_id: groupId,
            name: t.name,
            is_location: bool(t.isLocation),
            icon: "",
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      for (const t of plan.tags) {
        await trx
          .insertInto("tags")
          .values({
            id: t.id,
            group_id: groupId,
            parent_id: null,
            name: t.name,
            description: "",
            color: "",
            icon: "",
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    });
    for (let at = 0; at < plan.entities.length; at += WRITE_BATCH) {
      const batch = plan.entities.slice(at, at + WRITE_BATCH);
      await nextTurn();
      await inTreeTransaction(db, groupId, async (trx) => {
        for (const e of batch) await writeEntity(trx, groupId, e, now);
      });
      written += batch.length;
      onProgress(written);
    }
    for (let at = 0; at < plan.moved.length; at += WRITE_BATCH) {
      await nextTurn();
      await inTreeTransaction(db, groupId, async (trx) => {
        for (const id of plan.moved.slice(at, at + WRITE_BATCH)) await refreshSubtree(trx, groupId, id, false, now);
      });
    }
  } catch (err) {
    await undoCreates(db, groupId, plan).catch(() => undefined);
    throw err;
  }
}

/** Removes what a failed import created (children first); entities it updated keep the new values. */
async function undoCreates(db: Db, groupId: string, plan: ImportPlan) {
  const created = plan.entities
    .filter((e) => !e.existing)
    .map((e) => e.id)
    .reverse();
  await inTreeTransaction(db, groupId, async (trx) => {
    for (const id of created)
      await trx.deleteFrom("entities").where("id", "=", id).where("group_id", "=", groupId).execute();
    if (plan.tags.length)
      await trx
        .deleteFrom("tags")
        .where(
          "id",
          "in",
          plan.tags.map((t) => t.id),
        )
        .execute();
    if (plan.types.length)
      await trx
        .deleteFrom("entity_types")
        .where(
          "id",
          "in",
          plan.types.map((t) => t.id),
        )
        .execute();
  });
}
