import { randomUUID } from "node:crypto";
import type { Database, EntityRow } from "../db/schema";
import type { PlannedEntity } from "./import-plan";

const bool = (b: boolean) => (b ? 1 : 0);

/** The columns a planned entity sets, on a new entity and on one it updates alike. */
export function entityColumns(e: PlannedEntity, now: string) {
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
      ...(r.consumable && { min_quantity: r.consumable.minQuantity, unit: r.consumable.unit }),
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
  min_quantity: null,
  unit: "",
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

/**
 * Every column of a new entity: all rows of one multi-row INSERT have the same keys. Assigned, not spread: V8
 * copies a second spread in one object literal slowly, and an import makes 10,000 of these.
 */
export const newEntityRow = (e: PlannedEntity, groupId: string, now: string): EntityRow & { import_ref: string } =>
  Object.assign({}, NEW_ENTITY, entityColumns(e, now), { id: e.id, group_id: groupId, version: 1, created_at: now });

/** The tag links of the entities that come from rows (a path-made location has none). */
export const tagLinks = (entities: readonly PlannedEntity[]) =>
  entities.flatMap((e) => (e.record ? e.tagIds.map((tag_id) => ({ entity_id: e.id, tag_id })) : []));

/** The custom fields of the entities that come from rows, as text fields in the row's order. */
export const fieldRows = (entities: readonly PlannedEntity[], now: string): Array<Database["entity_fields"]> =>
  entities.flatMap((e) =>
    (e.record?.fields ?? []).map((f, position) => ({
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
  );
