import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { EntityPatch, EntityUpdate, FieldInput } from "../../src/api/contract";
import type { Db } from "../db/database";
import type { Database, EntityRow } from "../db/schema";
import { reconcileFields } from "../domain/custom-fields";
import type { FieldErrors, Placement } from "../domain/placement";
import { ApiError, invalid, notFound } from "../http/errors";
import { loadEntityOut } from "./output";
import { afterLocationFlagChange, placeEntity, refreshSubtree } from "./placement-effects";
import { checkEntityType, checkTags, defaultItemTypeId, replaceTags } from "./references";

type Q = Kysely<Database>;

const bool = (b: boolean) => (b ? 1 : 0);

/** Runs a write in one transaction (writers of one entity queue on its row lock: see currentRow). */
export function inTransaction<T>(db: Db, fn: (trx: Q) => Promise<T>): Promise<T> {
  return db.kysely.transaction().execute(fn);
}

/**
 * The entity as it is now, or 404. On PostgreSQL the row is locked (FOR UPDATE) so that concurrent
 * writers of one entity queue and If-Match stays exact; SQLite runs one write transaction at a time.
 */
async function currentRow(db: Db, trx: Q, groupId: string, id: string) {
  let query = trx
    .selectFrom("entities as e")
    .innerJoin("entity_types as t", "t.id", "e.entity_type_id")
    .selectAll("e")
    .select("t.is_location")
    .where("e.id", "=", id)
    .where("e.group_id", "=", groupId);
  if (db.dialect === "postgres") query = query.forUpdate("e");
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** `If-Match` (docs/spec/contract.md, "Entity fields"): a stale ETag → 412 with the current entity. */
async function checkIfMatch(trx: Q, groupId: string, id: string, ifMatch: string | undefined, version: number) {
  if (!ifMatch) return;
  const tags = ifMatch.split(",").map((t) => t.trim().replace(/^W\//, ""));
  if (tags.includes("*") || tags.includes(etag(version))) return;
  const current = await loadEntityOut(trx, groupId, id);
  throw new ApiError(412, "The entity changed since you loaded it; compare with current and save again.", undefined, {
    current: current?.entity,
  });
}

export const etag = (version: number) => `"${version}"`;

/** The stored columns of the full update body (everything but relations). */
function updateColumns(b: EntityUpdate) {
  return {
    name: b.name,
    description: b.description,
    quantity: b.quantity,
    archived: bool(b.archived),
    insured: bool(b.insured),
    lifetime_warranty: bool(b.lifetimeWarranty),
    sync_child_entity_locations: bool(b.syncChildEntityLocations),
    manufacturer: b.manufacturer,
    model_number: b.modelNumber,
    serial_number: b.serialNumber,
    purchase_date: b.purchaseDate,
    purchase_from: b.purchaseFrom,
    purchase_price: b.purchasePrice,
    sold_date: b.soldDate,
    sold_notes: b.soldNotes,
    sold_price: b.soldPrice,
    sold_to: b.soldTo,
    warranty_details: b.warrantyDetails,
    warranty_expires: b.warrantyExpires,
    notes: b.notes,
  };
}

const fieldColumns = (f: FieldInput, position: number, now: string) => ({
  position,
  name: f.name,
  type: f.type,
  text_value: f.textValue,
  number_value: f.numberValue,
  boolean_value: bool(f.booleanValue),
  updated_at: now,
});

async function writeFields(
  trx: Q,
  entityId: string,
  existingIds: string[],
  fields: FieldInput[],
  errors: FieldErrors,
  now: string,
) {
  const plan = reconcileFields(existingIds, fields);
  if ("errors" in plan) {
    Object.assign(errors, plan.errors);
    return;
  }
  return async () => {
    if (plan.ok.deleteIds.length) await trx.deleteFrom("entity_fields").where("id", "in", plan.ok.deleteIds).execute();
    for (const f of plan.ok.update) {
      await trx
        .updateTable("entity_fields")
        .set(fieldColumns(f, f.position, now))
        .where("id", "=", f.id)
        .execute();
    }
    if (plan.ok.create.length) {
      await trx
        .insertInto("entity_fields")
        .values(
          plan.ok.create.map((f) => ({
            id: randomUUID(),
            entity_id: entityId,
            created_at: now,
            ...fieldColumns(f, f.position, now),
          })),
        )
        .execute();
    }
  };
}

function throwIfAny(errors: FieldErrors) {
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

async function nextAssetId(trx: Q, groupId: string) {
  const row = await trx
    .selectFrom("entities")
    .select((eb) => eb.fn.max("asset_id").as("max"))
    .where("group_id", "=", groupId)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/** POST /v1/entities: every field of the full update body is accepted. */
export function createEntity(db: Db, groupId: string, body: EntityUpdate) {
  return inTransaction(db, async (trx) => {
    // Serialises creates per group on PostgreSQL so that "highest asset id + 1" stays unique.
    if (db.dialect === "postgres") await sql`SELECT id FROM groups WHERE id = ${groupId} FOR UPDATE`.execute(trx);
    const errors: FieldErrors = {};
    const type = body.entityTypeId
      ? await checkEntityType(trx, groupId, body.entityTypeId, errors)
      : { id: await defaultItemTypeId(trx, groupId) };
    const tagIds = await checkTags(trx, groupId, body.tagIds, errors);
    const id = randomUUID();
    const now = new Date().toISOString();
    const writeFieldsLater = await writeFields(trx, id, [], body.fields, errors, now);
    const placement = await placeEntity(
      trx,
      groupId,
      { selfId: null, parentId: body.parentId, locationId: body.locationId, currentLocationId: null },
      errors,
    );
    throwIfAny(errors);
    await trx
      .insertInto("entities")
      .values({
        id,
        group_id: groupId,
        entity_type_id: type!.id,
        parent_id: placement!.parentId,
        location_id: placement!.locationId,
        resolved_location_id: placement!.resolvedLocationId,
        asset_id: body.assetId ?? (await nextAssetId(trx, groupId)),
        ...updateColumns(body),
        version: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await replaceTags(trx, id, tagIds);
    await writeFieldsLater!();
    return (await loadEntityOut(trx, groupId, id))!;
  });
}

/** What changed in an entity's placement, and what its subtree must do about it. */
async function applyTopology(
  trx: Q,
  groupId: string,
  before: EntityRow & { is_location: number },
  after: Placement,
  nowLocation: boolean,
  sync: boolean,
) {
  if (nowLocation !== (before.is_location === 1)) {
    await afterLocationFlagChange(trx, groupId, [before.id], nowLocation);
  } else if (after.resolvedLocationId !== before.resolved_location_id) {
    await refreshSubtree(trx, groupId, before.id, sync);
  }
}

/** PUT /v1/entities/{id}: replaces every editable field (docs/spec/contract.md, "Full update"). */
export function replaceEntity(db: Db, groupId: string, id: string, body: EntityUpdate, ifMatch?: string) {
  return inTransaction(db, async (trx) => {
    const current = await currentRow(db, trx, groupId, id);
    await checkIfMatch(trx, groupId, id, ifMatch, current.version);
    const errors: FieldErrors = {};
    if (body.id && body.id !== id) errors.id = "must match the id in the path";
    const type = body.entityTypeId
      ? await checkEntityType(trx, groupId, body.entityTypeId, errors)
      : { id: current.entity_type_id, is_location: current.is_location };
    const tagIds = await checkTags(trx, groupId, body.tagIds, errors);
    const now = new Date().toISOString();
    const existingFields = await trx.selectFrom("entity_fields").select("id").where("entity_id", "=", id).execute();
    const writeFieldsLater = await writeFields(
      trx,
      id,
      existingFields.map((f) => f.id),
      body.fields,
      errors,
      now,
    );
    const placement = await placeEntity(
      trx,
      groupId,
      { selfId: id, parentId: body.parentId, locationId: body.locationId, currentLocationId: current.location_id },
      errors,
    );
    throwIfAny(errors);
    await trx
      .updateTable("entities")
      .set({
        ...updateColumns(body),
        entity_type_id: type!.id,
        asset_id: body.assetId,
        parent_id: placement!.parentId,
        location_id: placement!.locationId,
        resolved_location_id: placement!.resolvedLocationId,
        version: current.version + 1,
        updated_at: now,
      })
      .where("id", "=", id)
      .execute();
    await replaceTags(trx, id, tagIds);
    await writeFieldsLater!();
    await applyTopology(trx, groupId, current, placement!, type!.is_location === 1, body.syncChildEntityLocations);
    return (await loadEntityOut(trx, groupId, id))!;
  });
}

/** PATCH /v1/entities/{id}: absent = unchanged, null = what a new entity gets (docs/spec/contract.md). */
export function patchEntity(db: Db, groupId: string, id: string, patch: EntityPatch, ifMatch?: string) {
  return inTransaction(db, async (trx) => {
    const current = await currentRow(db, trx, groupId, id);
    await checkIfMatch(trx, groupId, id, ifMatch, current.version);
    const errors: FieldErrors = {};
    if (patch.id && patch.id !== id) errors.id = "must match the id in the path";
    let type: { id: string; is_location: number } | undefined = {
      id: current.entity_type_id,
      is_location: current.is_location,
    };
    if (patch.entityTypeId === null) {
      const defaultId = await defaultItemTypeId(trx, groupId);
      type = { id: defaultId, is_location: 0 };
    } else if (patch.entityTypeId) {
      type = await checkEntityType(trx, groupId, patch.entityTypeId, errors);
    }
    const tagIds = patch.tagIds === undefined ? undefined : await checkTags(trx, groupId, patch.tagIds ?? [], errors);
    const placement = await placeEntity(
      trx,
      groupId,
      {
        selfId: id,
        parentId: patch.parentId === undefined ? current.parent_id : patch.parentId,
        locationId: patch.locationId,
        currentLocationId: current.location_id,
      },
      errors,
    );
    throwIfAny(errors);
    await trx
      .updateTable("entities")
      .set({
        entity_type_id: type!.id,
        quantity: patch.quantity === undefined ? current.quantity : (patch.quantity ?? 1),
        parent_id: placement!.parentId,
        location_id: placement!.locationId,
        resolved_location_id: placement!.resolvedLocationId,
        version: current.version + 1,
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", id)
      .execute();
    if (tagIds) await replaceTags(trx, id, tagIds);
    await applyTopology(trx, groupId, current, placement!, type!.is_location === 1, false);
    return (await loadEntityOut(trx, groupId, id))!;
  });
}
