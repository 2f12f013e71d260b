import { t } from "@lingui/core/macro";
import type { FIELD_TYPES } from "../../../contract/entity";
import type { EntityFormValues } from "./form-schema";

/** The words for an item's fields, shared by every view; getters, so each read is in the active language. */
export const LABELS: Record<keyof EntityFormValues, string> = {
  get name() {
    return t`Name`;
  },
  get description() {
    return t`Description`;
  },
  get entityTypeId() {
    return t`Type`;
  },
  get quantity() {
    return t`Quantity`;
  },
  get assetId() {
    return t`Asset ID`;
  },
  get archived() {
    return t`Archived`;
  },
  get tagIds() {
    return t`Tags`;
  },
  get parent() {
    return t`Inside`;
  },
  get storedElsewhere() {
    return t`Stored somewhere else`;
  },
  get location() {
    return t`Stored at`;
  },
  get syncChildEntityLocations() {
    return t`Move children along`;
  },
  get manufacturer() {
    return t`Manufacturer`;
  },
  get modelNumber() {
    return t`Model number`;
  },
  get serialNumber() {
    return t`Serial number`;
  },
  get purchaseDate() {
    return t`Purchase date`;
  },
  get purchaseFrom() {
    return t`Purchased from`;
  },
  get purchasePrice() {
    return t`Purchase price`;
  },
  get insured() {
    return t`Insured`;
  },
  get lifetimeWarranty() {
    return t`Lifetime warranty`;
  },
  get warrantyExpires() {
    return t`Warranty expires`;
  },
  get warrantyDetails() {
    return t`Warranty details`;
  },
  get soldDate() {
    return t`Sold on`;
  },
  get soldTo() {
    return t`Sold to`;
  },
  get soldPrice() {
    return t`Sold price`;
  },
  get soldNotes() {
    return t`Sold notes`;
  },
  get notes() {
    return t`Notes`;
  },
  get fields() {
    return t`Custom fields`;
  },
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
    get title() {
      return t`Details`;
    },
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
  {
    id: "identifications",
    get title() {
      return t`Identifications`;
    },
    keys: ["manufacturer", "modelNumber", "serialNumber"],
  },
  {
    id: "purchase",
    get title() {
      return t`Purchase`;
    },
    keys: ["purchaseDate", "purchaseFrom", "purchasePrice"],
  },
  {
    id: "warranty",
    get title() {
      return t`Warranty`;
    },
    keys: ["insured", "lifetimeWarranty", "warrantyExpires", "warrantyDetails"],
  },
  {
    id: "sold",
    get title() {
      return t`Sold`;
    },
    keys: ["soldDate", "soldTo", "soldPrice", "soldNotes"],
  },
  {
    id: "extras",
    get title() {
      return t`Extras`;
    },
    keys: ["notes"],
  },
  {
    id: "custom-fields",
    get title() {
      return t`Custom fields`;
    },
    keys: ["fields"],
  },
];

/** Names of the custom field types as a user reads them. */
export const TYPE_LABELS: Record<(typeof FIELD_TYPES)[number], string> = {
  get text() {
    return t`Text`;
  },
  get number() {
    return t`Number`;
  },
  get boolean() {
    return t`Yes/No`;
  },
  get time() {
    return t`Date`;
  },
};

/** Words of the list that are not form values: the resolved location and the timestamps. */
export const LIST_LABELS = {
  get location() {
    return t`Location`;
  },
  get createdAt() {
    return t`Created`;
  },
  get updatedAt() {
    return t`Last changed`;
  },
} as const;
