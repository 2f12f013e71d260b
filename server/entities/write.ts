import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { EntityPatch, EntityUpdate, FieldInput } from "../../contract";
import type { Db } from "../db/database";
import type { Database, EntityRow } from "../db/schema";
import { changedColumns } from "../domain/changed-columns";
import { reconcileFields } from "../domain/custom-fields";
import { combine, type Outcome } from "../domain/outcome";
import { patchMoves, type Placement } from "../domain/placement";
import { inTransaction, inTreeTransaction } from "../db/transaction";
import { DomainError, invalid, notFound } from "../domain/errors";
import { fieldColumns } from "./custom-field-rows";
import { loadEntityOut, requireEntityOut } from "./output";
import { afterLocationFlagChange, placeEntity, refreshSubtree } from "./placement-effects";
import { nextAssetId } from "./asset-ids";
import { checkEntityType, checkTags, defaultItemTypeId, replaceTags } from "./references";
import { bringBackAttachments } from "../attachments/kept";
import { lockedRows } from "../bulk/targets";
import { recordChanges } from "../history/record";
import { loadSnapshots, snapshotOf } from "../history/snapshot";

type Q = Kysely<Database>;

const bool = (b: boolean) => (b ? 1 : 0);

/**
 * The entity as it is now, or 404. On PostgreSQL the row is locked (FOR UPDATE) so that concurrent
 * writers of one entity queue and If-Match stays exact; SQLite runs one write transaction at a time.
 */
async function currentRow(db: Db, trx: Q, groupId: string, id: string) {
  const [row] = await lockedRows(db, trx, groupId, [id]);
  if (!row) throw notFound();
  return row;
}

/** `If-Match` (docs/spec/contract.md, "Entity fields"): a stale ETag → 412 with the current entity. */
async function checkIfMatch(trx: Q, groupId: string, id: string, ifMatch: string | undefined, version: number) {
  if (!ifMatch) return;
  const tags = ifMatch.split(",").map((t) => t.trim().replace(/^W\//, ""));
  if (tags.includes("*") || tags.includes(etag(version))) return;
  const current = await loadEntityOut(trx, groupId, id);
  throw new DomainError("stale", "The entity changed since you loaded it; compare with current and save again.", {
    extra: { current: current?.entity },
  });
}

export const etag = (version: number) => `"${version}"`;

/** The stored columns of the full update body (everything but relations). */
export function updateColumns(b: EntityUpdate) {
  return {
    name: b.name,
    description: b.description,
    quantity: b.quantity,
    min_quantity: b.minQuantity,
    unit: b.unit,
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

type StoredField = Database["entity_fields"];

/** The custom-field plan of a write (or its 422 fields), and the statements that carry it out. */
function planFields(trx: Q, entityId: string, existing: readonly StoredField[], fields: FieldInput[], now: string) {
  const plan = reconcileFields(
    existing.map((f) => f.id),
    fields,
  );
  if ("errors" in plan) return plan;
  const { deleteIds, update, create } = plan.ok;
  const stored = new Map(existing.map((f) => [f.id, f]));
  const write = async () => {
    if (deleteIds.length) await trx.deleteFrom("entity_fields").where("id", "in", deleteIds).execute();
    for (const f of update) {
      // A field sent back as it is stays untouched: the edit form sends every field with each save, and
      // an UPDATE rewrites the row and its search text (docs/decisions/016-entity-writes.md).
      const changed = changedColumns(stored.get(f.id) ?? {}, fieldColumns(f));
      if (Object.keys(changed).length === 0) continue;
      await trx
        .updateTable("entity_fields")
        .set({ ...changed, updated_at: now })
        .where("id", "=", f.id)
        .execute();
    }
    if (create.length) {
      await trx
        .insertInto("entity_fields")
        .values(
          create.map((f) => ({
            id: randomUUID(),
            entity_id: entityId,
            created_at: now,
            updated_at: now,
            ...fieldColumns(f),
          })),
        )
        .execute();
    }
  };
  return { ok: write };
}

/** The value of a check (or of several, combined), or a 422 naming every field that failed. */
function passOrThrow<T>(outcome: Outcome<T>): T {
  if ("errors" in outcome) throw invalid(outcome.errors);
  return outcome.ok;
}

const idMatches = (bodyId: string | null | undefined, id: string): Outcome<true> =>
  bodyId && bodyId !== id ? { errors: { id: "must match the id in the path" } } : { ok: true };

/** The stored entity, or the type a write asks for (checked), as `{ id, is_location }`. */
async function typeOf(
  trx: Q,
  groupId: string,
  requested: string | null | undefined,
  current?: TypeRef,
): Promise<Outcome<TypeRef>> {
  if (requested) return checkEntityType(trx, groupId, requested);
  if (requested === undefined && current) return { ok: current };
  return { ok: { id: await defaultItemTypeId(trx, groupId), is_location: 0 } };
}

const storedPlacement = (row: EntityRow): Placement => ({
  parentId: row.parent_id,
  locationId: row.location_id,
  resolvedLocationId: row.resolved_location_id,
});

type TypeRef = { id: string; is_location: number };
const typeRef = (row: EntityRow & { is_location: number }): TypeRef => ({
  id: row.entity_type_id,
  is_location: row.is_location,
});

/** POST /v1/entities: every field of the full update body is accepted. */
export function createEntity(db: Db, groupId: string, body: EntityUpdate) {
  return inTreeTransaction(db, groupId, (trx) => insertEntity(trx, groupId, body));
}

/**
 * A create inside the caller's tree transaction, under every rule of a create (types, tags, custom fields,
 * placement, asset id): also what templates and duplicates use, so that they cannot make what a create refuses.
 * `restoredId`: a deleted entity made again under its id (a restore), with the attachments kept since its delete.
 */
export async function insertEntity(trx: Q, groupId: string, body: EntityUpdate, restoredId?: string) {
  const id = restoredId ?? randomUUID();
  const now = new Date().toISOString();
  const { type, tagIds, fields, placement } = passOrThrow(
    combine({
      type: await typeOf(trx, groupId, body.entityTypeId),
      tagIds: await checkTags(trx, groupId, body.tagIds),
      fields: planFields(trx, id, [], body.fields, now),
      placement: await placeEntity(trx, groupId, {
        selfId: null,
        parentId: body.parentId,
        locationId: body.locationId,
        currentLocationId: null,
      }),
    }),
  );
  // The group's tree lock also serialises creates, so that the next free asset id stays unique.
  const assetId = body.assetId ?? passOrThrow(await nextAssetId(trx, groupId));
  await trx
    .insertInto("entities")
    .values({
      id,
      group_id: groupId,
      entity_type_id: type.id,
      parent_id: placement.parentId,
      location_id: placement.locationId,
      resolved_location_id: placement.resolvedLocationId,
      asset_id: assetId,
      ...updateColumns(body),
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (tagIds.length > 0) await replaceTags(trx, id, tagIds);
  await fields();
  if (restoredId) await bringBackAttachments(trx, groupId, id);
  const out = await requireEntityOut(trx, groupId, id);
  await recordChanges(trx, groupId, [{ entityId: id, after: snapshotOf(out.entity) }]);
  return out;
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
  return inTreeTransaction(db, groupId, (trx) => replaceInTransaction(db, trx, groupId, id, body, ifMatch));
}

/** A full update inside the caller's tree transaction: also what a restore of history writes. */
export async function replaceInTransaction(
  db: Db,
  trx: Q,
  groupId: string,
  id: string,
  body: EntityUpdate,
  ifMatch?: string,
) {
  const current = await currentRow(db, trx, groupId, id);
  await checkIfMatch(trx, groupId, id, ifMatch, current.version);
  const before = (await loadSnapshots(trx, groupId, [id])).get(id);
  const now = new Date().toISOString();
  const existingFields = await trx.selectFrom("entity_fields").selectAll().where("entity_id", "=", id).execute();
  const { type, tagIds, fields, placement } = passOrThrow(
    combine({
      id: idMatches(body.id, id),
      type: await typeOf(trx, groupId, body.entityTypeId ?? undefined, typeRef(current)),
      tagIds: await checkTags(trx, groupId, body.tagIds),
      fields: planFields(trx, id, existingFields, body.fields, now),
      placement: await placeEntity(trx, groupId, {
        selfId: id,
        parentId: body.parentId,
        locationId: body.locationId,
        currentLocationId: current.location_id,
        currentParentId: current.parent_id,
      }),
    }),
  );
  await trx
    .updateTable("entities")
    .set(
      changedColumns(current, {
        ...updateColumns(body),
        entity_type_id: type.id,
        asset_id: body.assetId,
        parent_id: placement.parentId,
        location_id: placement.locationId,
        resolved_location_id: placement.resolvedLocationId,
        version: current.version + 1,
        updated_at: now,
      }),
    )
    .where("id", "=", id)
    .execute();
  await replaceTags(trx, id, tagIds);
  await fields();
  await applyTopology(trx, groupId, current, placement, type.is_location === 1, body.syncChildEntityLocations);
  const out = await requireEntityOut(trx, groupId, id);
  await recordChanges(trx, groupId, [{ entityId: id, before, after: snapshotOf(out.entity) }]);
  return out;
}

/** PATCH /v1/entities/{id}: absent = unchanged, null = what a new entity gets (docs/spec/contract.md). */
export function patchEntity(db: Db, groupId: string, id: string, patch: EntityPatch, ifMatch?: string) {
  const moves = patchMoves(patch);
  const transaction = <T>(fn: (trx: Q) => Promise<T>) =>
    moves ? inTreeTransaction(db, groupId, fn) : inTransaction(db, fn);
  return transaction(async (trx) => {
    const current = await currentRow(db, trx, groupId, id);
    await checkIfMatch(trx, groupId, id, ifMatch, current.version);
    const { type, tagIds, placement } = passOrThrow(
      combine({
        id: idMatches(patch.id, id),
        type: await typeOf(trx, groupId, patch.entityTypeId, typeRef(current)),
        tagIds: patch.tagIds === undefined ? { ok: undefined } : await checkTags(trx, groupId, patch.tagIds ?? []),
        placement: moves
          ? await placeEntity(trx, groupId, {
              selfId: id,
              parentId: patch.parentId === undefined ? current.parent_id : patch.parentId,
              locationId: patch.locationId,
              currentLocationId: current.location_id,
              currentParentId: current.parent_id,
            })
          : { ok: storedPlacement(current) },
      }),
    );
    await trx
      .updateTable("entities")
      .set(
        changedColumns(current, {
          entity_type_id: type.id,
          quantity: patch.quantity === undefined ? current.quantity : (patch.quantity ?? 1),
          min_quantity: patch.minQuantity === undefined ? current.min_quantity : patch.minQuantity,
          unit: patch.unit === undefined ? current.unit : (patch.unit ?? ""),
          parent_id: placement.parentId,
          location_id: placement.locationId,
          resolved_location_id: placement.resolvedLocationId,
          version: current.version + 1,
          updated_at: new Date().toISOString(),
        }),
      )
      .where("id", "=", id)
      .execute();
    const tagsBefore = tagIds && (await replaceTags(trx, id, tagIds));
    await applyTopology(trx, groupId, current, placement, type.is_location === 1, false);
    const out = await requireEntityOut(trx, groupId, id);
    await recordChanges(trx, groupId, [
      { entityId: id, before: patchedBefore(current, tagsBefore), after: snapshotOf(out.entity) },
    ]);
    return out;
  });
}

/** The fields a PATCH can change, from the row it read anyway: history's "before" costs no query. */
const patchedBefore = (row: EntityRow, tagIds: string[] | undefined) => ({
  quantity: row.quantity,
  minQuantity: row.min_quantity,
  unit: row.unit,
  entityTypeId: row.entity_type_id,
  parentId: row.parent_id,
  locationId: row.location_id,
  ...(tagIds ? { tagIds: [...tagIds].sort() } : {}),
});
