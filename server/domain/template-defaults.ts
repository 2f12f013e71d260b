import { EntityUpdate, type TemplateCreateItemInput, type TemplateOut } from "../../contract";
import type { FieldErrors } from "./placement";

type Overrides = { [K in keyof EntityUpdate]?: EntityUpdate[K] | undefined };

/** The create body a template gives: its defaults, then the request's overrides (docs/api.md, "Templates"). */
export function entityFromTemplate(template: TemplateOut, overrides: Overrides & { name: string }): EntityUpdate {
  // Parsed as a create body, so that every field the template has no default for takes a new entity's value.
  const fromTemplate = EntityUpdate.parse({
    name: overrides.name,
    description: template.defaultDescription,
    quantity: template.defaultQuantity,
    entityTypeId: template.defaultEntityTypeId,
    parentId: template.defaultLocationId,
    tagIds: template.defaultTagIds,
    fields: template.fields.map((f) => ({ ...f, id: null })),
    manufacturer: template.defaultManufacturer,
    modelNumber: template.defaultModelNumber,
    purchaseFrom: template.defaultPurchaseFrom,
    purchasePrice: template.defaultPurchasePrice,
    insured: template.defaultInsured,
    lifetimeWarranty: template.defaultLifetimeWarranty,
    warrantyDetails: template.defaultWarrantyDetails,
    notes: template.defaultNotes,
  });
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
