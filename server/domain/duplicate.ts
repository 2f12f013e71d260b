import type { DuplicateOptions, EntityOut, EntityUpdate } from "../../contract";

const NAME_MAX = 255;

/** The create body of a duplicate (docs/api.md, "Duplicate"). */
export function duplicateBody(source: EntityOut, options: DuplicateOptions): EntityUpdate {
  return {
    name: `${options.copyPrefix}${source.name}`.slice(0, NAME_MAX).trim() || source.name,
    description: source.description,
    quantity: source.quantity,
    archived: source.archived,
    assetId: null,
    entityTypeId: source.entityTypeId,
    parentId: source.parentId,
    locationId: source.locationId,
    tagIds: source.tagIds,
    fields: options.copyCustomFields ? source.fields.map((f) => ({ ...f, id: null })) : [],
    syncChildEntityLocations: source.syncChildEntityLocations,
    manufacturer: source.manufacturer,
    modelNumber: source.modelNumber,
    serialNumber: source.serialNumber,
    purchaseDate: source.purchaseDate,
    purchaseFrom: source.purchaseFrom,
    purchasePrice: source.purchasePrice,
    soldDate: source.soldDate,
    soldNotes: source.soldNotes,
    soldPrice: source.soldPrice,
    soldTo: source.soldTo,
    insured: source.insured,
    lifetimeWarranty: source.lifetimeWarranty,
    warrantyDetails: source.warrantyDetails,
    warrantyExpires: source.warrantyExpires,
    notes: source.notes,
  };
}
