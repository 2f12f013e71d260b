import type { EntityOut } from "../../../contract/entity";
import type { TemplateInputValues, TemplateOut } from "../../../contract/template";
import type { EntityFormValues } from "../../components/form/form-schema";
import { fieldsBody } from "../../components/form/form-values";

/** The template's own fields; its defaults live in an entity form (the same sections as the entity editor). */
export interface TemplateMeta {
  name: string;
  description: string;
  notes: string;
}

/** The defaults of a template as entity form values, so the entity editor's sections edit them. */
export function templateToForm(t: TemplateOut): EntityFormValues {
  return {
    name: t.defaultName,
    description: t.defaultDescription,
    entityTypeId: t.defaultEntityTypeId ?? "",
    quantity: t.defaultQuantity,
    minQuantity: t.defaultMinQuantity,
    unit: t.defaultUnit,
    assetId: "",
    archived: false,
    tagIds: [...t.defaultTagIds],
    parent: t.defaultLocation ? { ...t.defaultLocation, isLocation: true } : null,
    storedElsewhere: false,
    location: null,
    syncChildEntityLocations: false,
    manufacturer: t.defaultManufacturer,
    modelNumber: t.defaultModelNumber,
    serialNumber: "",
    purchaseDate: "",
    purchaseFrom: t.defaultPurchaseFrom,
    purchasePrice: t.defaultPurchasePrice || null,
    insured: t.defaultInsured,
    lifetimeWarranty: t.defaultLifetimeWarranty,
    warrantyExpires: "",
    warrantyDetails: t.defaultWarrantyDetails,
    soldDate: "",
    soldTo: "",
    soldPrice: null,
    soldNotes: "",
    notes: t.defaultNotes,
    fields: t.fields.map((f) => ({ ...f, fieldId: f.id })),
  };
}

/** The PUT body: every field (an omitted one is reset, as for entities). */
export function formToTemplate(meta: TemplateMeta, v: EntityFormValues, keep?: TemplateOut): TemplateInputValues {
  return {
    name: meta.name,
    description: meta.description,
    notes: meta.notes,
    defaultName: v.name,
    defaultDescription: v.description,
    defaultQuantity: v.quantity,
    defaultMinQuantity: v.minQuantity,
    defaultUnit: v.unit,
    defaultEntityTypeId: v.entityTypeId || null,
    defaultLocationId: v.parent?.id ?? null,
    defaultTagIds: v.tagIds,
    defaultManufacturer: v.manufacturer,
    defaultModelNumber: v.modelNumber,
    defaultPurchaseFrom: v.purchaseFrom,
    defaultPurchasePrice: v.purchasePrice ?? 0,
    defaultInsured: v.insured,
    defaultLifetimeWarranty: v.lifetimeWarranty,
    defaultWarrantyDetails: v.warrantyDetails,
    defaultNotes: v.notes,
    includeWarrantyFields: keep?.includeWarrantyFields ?? false,
    includePurchaseFields: keep?.includePurchaseFields ?? false,
    includeSoldFields: keep?.includeSoldFields ?? false,
    fields: fieldsBody(v.fields),
  };
}

/** "Save as template": the entity's reusable values (not its serial number, dates or asset id). */
export function entityToTemplate(e: EntityOut): TemplateInputValues {
  return {
    name: e.name,
    defaultName: e.name,
    defaultDescription: e.description,
    defaultQuantity: e.quantity,
    defaultMinQuantity: e.minQuantity,
    defaultUnit: e.unit,
    defaultEntityTypeId: e.entityTypeId,
    defaultLocationId: e.parentId,
    defaultTagIds: e.tagIds,
    defaultManufacturer: e.manufacturer,
    defaultModelNumber: e.modelNumber,
    defaultPurchaseFrom: e.purchaseFrom,
    defaultPurchasePrice: e.purchasePrice,
    defaultInsured: e.insured,
    defaultLifetimeWarranty: e.lifetimeWarranty,
    defaultWarrantyDetails: e.warrantyDetails,
    defaultNotes: e.notes,
    fields: e.fields.map((f) => ({ ...f, id: null })),
  };
}

/** Template form field names → the entity form's (a 422 on `defaultManufacturer` marks Manufacturer). */
export const FORM_PATH: Record<string, string> = {
  defaultName: "name",
  defaultDescription: "description",
  defaultQuantity: "quantity",
  defaultMinQuantity: "minQuantity",
  defaultUnit: "unit",
  defaultEntityTypeId: "entityTypeId",
  defaultLocationId: "parent",
  defaultManufacturer: "manufacturer",
  defaultModelNumber: "modelNumber",
  defaultPurchaseFrom: "purchaseFrom",
  defaultPurchasePrice: "purchasePrice",
  defaultWarrantyDetails: "warrantyDetails",
  defaultNotes: "notes",
};
