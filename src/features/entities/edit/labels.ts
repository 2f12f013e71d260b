import type { FIELD_TYPES } from "../../../api/contract";
import type { EntityFormValues } from "./form-schema";

/** Visible label of every form value: used by the inputs and by the conflict dialog. */
export const LABELS: Record<keyof EntityFormValues, string> = {
  name: "Name",
  description: "Description",
  entityTypeId: "Type",
  quantity: "Quantity",
  assetId: "Asset ID",
  archived: "Archived",
  tagIds: "Tags",
  parent: "Inside",
  storedElsewhere: "Stored somewhere else",
  location: "Stored at",
  syncChildEntityLocations: "Move children along",
  manufacturer: "Manufacturer",
  modelNumber: "Model number",
  serialNumber: "Serial number",
  purchaseDate: "Purchase date",
  purchaseFrom: "Purchased from",
  purchasePrice: "Purchase price",
  insured: "Insured",
  lifetimeWarranty: "Lifetime warranty",
  warrantyExpires: "Warranty expires",
  warrantyDetails: "Warranty details",
  soldDate: "Sold on",
  soldTo: "Sold to",
  soldPrice: "Sold price",
  soldNotes: "Sold notes",
  notes: "Notes",
  fields: "Custom fields",
};

/** Names of the custom field types as a user reads them. */
export const TYPE_LABELS: Record<(typeof FIELD_TYPES)[number], string> = {
  text: "Text",
  number: "Number",
  boolean: "Yes/No",
  time: "Date",
};
