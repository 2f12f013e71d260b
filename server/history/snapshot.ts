import type { Kysely } from "kysely";
import type { EntityOut, EntityUpdate, FieldInput } from "../../contract";
import type { CustomFieldRow, Database, EntityRow } from "../db/schema";
import { turnTaker } from "../db/turns";
import { groupBy } from "../domain/group-by";
import type { Snapshot } from "../domain/history-diff";
import { fieldOut } from "../entities/custom-field-rows";
import { entityColumnsOut } from "../entities/output";

type Kept =
  | "name"
  | "description"
  | "quantity"
  | "minQuantity"
  | "unit"
  | "archived"
  | "assetId"
  | "entityTypeId"
  | "parentId"
  | "locationId";
type Source = Pick<EntityOut, Kept | "tagIds" | "fields" | "syncChildEntityLocations" | "manufacturer"> &
  Pick<EntityOut, "modelNumber" | "serialNumber" | "purchaseDate" | "purchaseFrom" | "purchasePrice" | "soldDate"> &
  Pick<EntityOut, "soldNotes" | "soldPrice" | "soldTo" | "insured" | "lifetimeWarranty" | "warrantyDetails"> &
  Pick<EntityOut, "warrantyExpires" | "notes"> & {
    attachments: ReadonlyArray<{ id: string; title: string }>;
  };

/** The fields history keeps of an entity, as a full update (PUT) would write them back. */
export function snapshotOf(e: Source): Snapshot {
  return {
    name: e.name,
    description: e.description,
    quantity: e.quantity,
    minQuantity: e.minQuantity,
    unit: e.unit,
    archived: e.archived,
    assetId: e.assetId,
    entityTypeId: e.entityTypeId,
    parentId: e.parentId,
    locationId: e.locationId,
    tagIds: [...e.tagIds].sort(),
    fields: e.fields.map(({ name, type, textValue, numberValue, booleanValue }) => ({
      name,
      type,
      textValue,
      numberValue,
      booleanValue,
    })),
    syncChildEntityLocations: e.syncChildEntityLocations,
    manufacturer: e.manufacturer,
    modelNumber: e.modelNumber,
    serialNumber: e.serialNumber,
    purchaseDate: e.purchaseDate,
    purchaseFrom: e.purchaseFrom,
    purchasePrice: e.purchasePrice,
    soldDate: e.soldDate,
    soldNotes: e.soldNotes,
    soldPrice: e.soldPrice,
    soldTo: e.soldTo,
    insured: e.insured,
    lifetimeWarranty: e.lifetimeWarranty,
    warrantyDetails: e.warrantyDetails,
    warrantyExpires: e.warrantyExpires,
    notes: e.notes,
    attachments: e.attachments.map((a) => ({ id: a.id, title: a.title })).sort((a, b) => a.id.localeCompare(b.id)),
  };
}

/**
 * The snapshot of an entity from its rows: as read back, or as a write is about to insert them (an import
 * knows its new entities' rows, and need not read them back).
 */
export const snapshotOfRows = (
  row: EntityRow,
  tagIds: string[],
  fields: readonly CustomFieldRow[],
  attachments: ReadonlyArray<{ id: string; title: string }>,
) =>
  // Assigned, not spread: V8 copies a spread of this many properties slowly, and a bulk write snapshots 20,000.
  snapshotOf(Object.assign(entityColumnsOut(row), { tagIds, fields: fields.map(fieldOut), attachments }));

/** Ids per read: a bulk write snapshots 10,000 entities, and the writer lets other requests run in between. */
const PER_READ = 250;

/** The snapshots of those of `ids` that exist in the group now, by id: one to four queries per slice of ids. */
export async function loadSnapshots(trx: Kysely<Database>, groupId: string, ids: readonly string[]) {
  const found = new Map<string, Snapshot>();
  const unique = [...new Set(ids)];
  const turn = turnTaker();
  for (let i = 0; i < unique.length; i += PER_READ) {
    await addSnapshots(trx, groupId, unique.slice(i, i + PER_READ), found);
    await turn();
  }
  return found;
}

/**
 * The snapshots of entities whose rows the caller has just read in the same transaction (a bulk write reads and
 * locks them first): only their tags, custom fields and attachments are read.
 */
export async function snapshotsOfRows(trx: Kysely<Database>, rows: readonly EntityRow[]) {
  const found = new Map<string, Snapshot>();
  const turn = turnTaker();
  for (let i = 0; i < rows.length; i += PER_READ) {
    await addSnapshotsOf(trx, rows.slice(i, i + PER_READ), found);
    await turn();
  }
  return found;
}

async function addSnapshots(trx: Kysely<Database>, groupId: string, ids: string[], found: Map<string, Snapshot>) {
  const rows = await trx
    .selectFrom("entities")
    .selectAll()
    .where("group_id", "=", groupId)
    .where("id", "in", ids)
    .execute();
  // Entities an import or a create is about to make: nothing more to read.
  if (rows.length > 0) await addSnapshotsOf(trx, rows, found);
}

async function addSnapshotsOf(trx: Kysely<Database>, rows: readonly EntityRow[], found: Map<string, Snapshot>) {
  const unique = rows.map((r) => r.id);
  const [tags, fields, attachments] = await Promise.all([
    trx.selectFrom("entity_tags").select(["entity_id", "tag_id"]).where("entity_id", "in", unique).execute(),
    trx.selectFrom("entity_fields").selectAll().where("entity_id", "in", unique).orderBy("position").execute(),
    trx
      .selectFrom("attachments")
      .select(["entity_id", "id", "title"])
      .where("entity_id", "in", unique)
      .where("kind", "=", "file")
      .execute(),
  ]);
  // Grouped once: a bulk write snapshots 10,000 entities, and filtering every list per entity is quadratic.
  const tagsOf = byEntity(tags);
  const fieldsOf = byEntity(fields);
  const attachmentsOf = byEntity(attachments);
  for (const r of rows) {
    const tagIds = (tagsOf.get(r.id) ?? []).map((t) => t.tag_id);
    found.set(r.id, snapshotOfRows(r, tagIds, fieldsOf.get(r.id) ?? [], attachmentsOf.get(r.id) ?? []));
  }
}

/** Rows by the entity they belong to. */
export const byEntity = <T extends { entity_id: string }>(rows: readonly T[]) => groupBy(rows, (r) => r.entity_id);

/**
 * The full update body that writes an entity back as it is: its row's columns, and the tags and custom fields
 * of its snapshot. `updateColumns` of it changes no column.
 */
export function updateBodyOf(row: EntityRow, snapshot: Snapshot): EntityUpdate {
  const fields = snapshot.fields as ReadonlyArray<Omit<FieldInput, "id">>;
  return Object.assign(entityColumnsOut(row), {
    id: row.id,
    assetId: row.asset_id,
    tagIds: snapshot.tagIds as string[],
    fields: fields.map((f) => Object.assign({ id: null }, f)),
  });
}
