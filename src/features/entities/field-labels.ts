import type { FIELD_TYPES } from "../../api/contract";
import type { EntityFormValues } from "./edit/form-schema";

/**
 * The words for an item's fields, written once: the edit form's inputs, the conflict dialog, the item page's
 * rows and the inventory list's columns and sort options all read them here, so a field has one name
 * everywhere (and a later translation pass wraps these strings in one place). The API keeps its own names.
 */
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

type FormKey = keyof EntityFormValues;

export interface SectionDef {
  /** Also the URL hash that opens the section (`#purchase`). */
  id: string;
  title: string;
  keys: readonly FormKey[];
}

/** The seven groups of the edit form and of the item page, in page order. Every form key belongs to exactly one. */
export const SECTIONS: readonly SectionDef[] = [
  {
    id: "details",
    title: "Details",
    keys: [
      "name",
      "description",
      "entityTypeId",
      "quantity",
      "assetId",
      "archived",
      "tagIds",
      "parent",
      "storedElsewhere",
      "location",
      // Shown beside the location editor: it only matters when the entity moves.
      "syncChildEntityLocations",
    ],
  },
  { id: "identifications", title: "Identifications", keys: ["manufacturer", "modelNumber", "serialNumber"] },
  { id: "purchase", title: "Purchase", keys: ["purchaseDate", "purchaseFrom", "purchasePrice"] },
  { id: "warranty", title: "Warranty", keys: ["insured", "lifetimeWarranty", "warrantyExpires", "warrantyDetails"] },
  { id: "sold", title: "Sold", keys: ["soldDate", "soldTo", "soldPrice", "soldNotes"] },
  { id: "extras", title: "Extras", keys: ["notes"] },
  { id: "custom-fields", title: "Custom fields", keys: ["fields"] },
];

/** Names of the custom field types as a user reads them. */
export const TYPE_LABELS: Record<(typeof FIELD_TYPES)[number], string> = {
  text: "Text",
  number: "Number",
  boolean: "Yes/No",
  time: "Date",
};

/** Words of the list that are not form values: the resolved location and the timestamps. */
export const LIST_LABELS = {
  location: "Location",
  createdAt: "Created",
  updatedAt: "Last changed",
} as const;
