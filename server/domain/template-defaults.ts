import type { EntityUpdate, TemplateCreateItemInput, TemplateOut } from "../../contract";
import type { FieldErrors } from "./placement";

type Overrides = { [K in keyof EntityUpdate]?: EntityUpdate[K] | undefined };

/** The create body a template gives: its defaults, then the request's overrides (docs/api.md, "Templates"). */
export function entityFromTemplate(template: TemplateOut, overrides: Overrides & { name: string }): EntityUpdate {
  const fromTemplate: EntityUpdate = {
    name: overrides.name,
    description: template.defaultDescription,
    quantity: template.defaultQuantity,
    minQuantity: template.defaultMinQuantity,
    unit: template.defaultUnit,
    archived: false,
    assetId: null,
    entityTypeId: template.defaultEntityTypeId ?? undefined,
    parentId: template.defaultLocationId,
    locationId: null,
    tagIds: template.defaultTagIds,
    fields: template.fields.map((f) => ({ ...f, id: null })),
    syncChildEntityLocations: false,
    manufacturer: template.defaultManufacturer,
    modelNumber: template.defaultModelNumber,
    serialNumber: "",
    purchaseDate: "",
    purchaseFrom: template.defaultPurchaseFrom,
    purchasePrice: template.defaultPurchasePrice,
    soldDate: "",
    soldNotes: "",
    soldPrice: 0,
    soldTo: "",
    insured: template.defaultInsured,
    lifetimeWarranty: template.defaultLifetimeWarranty,
    warrantyDetails: template.defaultWarrantyDetails,
    warrantyExpires: "",
    notes: template.defaultNotes,
  };
  const sent = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
  return { ...fromTemplate, ...sent };
}

/** A refused value that came from the template names the template's field, so the client fixes the template. */
export function blameTemplate(errors: FieldErrors, sent: TemplateCreateItemInput | Overrides): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const from = key === "parentId" && sent.parentId === undefined ? "defaultLocationId" : key;
    out[from === "entityTypeId" && sent.entityTypeId === undefined ? "defaultEntityTypeId" : from] = message;
  }
  return out;
}
