import type { EntityOut, EntityUpdateInput } from "../../../contract/entity";
import type { CustomFieldForm, EntityFormValues } from "./form-schema";

/** A new custom field row: text, empty, no server id yet. */
export function newCustomField(): CustomFieldForm {
  return { fieldId: null, name: "", type: "text", textValue: "", numberValue: 0, booleanValue: false };
}

/**
 * The form's starting values from a GET body. The parent's and own location's summaries ride along
 * in the form (not just their ids) so that pickers, preview and a restored draft can name them.
 */
export function toFormValues(e: EntityOut): EntityFormValues {
  const parent = e.parent ? { id: e.parent.id, name: e.parent.name, isLocation: e.parent.isLocation } : null;
  // The own location is set only under an item parent (docs/spec/contract.md, "Parent and location").
  const ownLocation =
    e.locationId && e.location && e.location.id === e.locationId
      ? { id: e.location.id, name: e.location.name, isLocation: true }
      : e.locationId
        ? { id: e.locationId, name: "(unnamed location)", isLocation: true }
        : null;
  return {
    name: e.name,
    description: e.description,
    entityTypeId: e.entityTypeId,
    quantity: e.quantity,
    minQuantity: e.minQuantity,
    unit: e.unit,
    assetId: e.assetId,
    archived: e.archived,
    tagIds: [...e.tagIds],
    parent,
    storedElsewhere: ownLocation !== null,
    location: ownLocation,
    syncChildEntityLocations: e.syncChildEntityLocations,
    manufacturer: e.manufacturer,
    modelNumber: e.modelNumber,
    serialNumber: e.serialNumber,
    purchaseDate: e.purchaseDate,
    purchaseFrom: e.purchaseFrom,
    // The API's 0 means "no price": the box starts empty rather than at 0.
    purchasePrice: e.purchasePrice || null,
    insured: e.insured,
    lifetimeWarranty: e.lifetimeWarranty,
    warrantyExpires: e.warrantyExpires,
    warrantyDetails: e.warrantyDetails,
    soldDate: e.soldDate,
    soldTo: e.soldTo,
    soldPrice: e.soldPrice || null,
    soldNotes: e.soldNotes,
    notes: e.notes,
    fields: e.fields.map(({ id, ...field }) => ({ fieldId: id, ...field })),
  };
}

/**
 * The FULL PUT body: an omitted field is reset (docs/spec/contract.md, "Full update"). `locationId` is sent
 * only for "Stored somewhere else" under an item parent; otherwise null, "inherited".
 */
export function toUpdateBody(id: string, v: EntityFormValues): EntityUpdateInput {
  const { parent, storedElsewhere, location, purchasePrice, soldPrice, fields, ...plain } = v;
  const underItem = parent !== null && !parent.isLocation;
  return {
    id,
    ...plain,
    parentId: parent?.id ?? null,
    locationId: underItem && storedElsewhere ? (location?.id ?? null) : null,
    purchasePrice: purchasePrice ?? 0,
    soldPrice: soldPrice ?? 0,
    fields: fieldsBody(fields),
  };
}

/** Custom fields as a body sends them; `id` only for existing rows: the server updates those and creates the rest. */
export function fieldsBody(fields: EntityFormValues["fields"]) {
  return fields.map(({ fieldId, numberValue, ...field }) => ({
    ...(fieldId ? { id: fieldId } : {}),
    ...field,
    numberValue: Number.isFinite(numberValue) ? numberValue : 0,
  }));
}
