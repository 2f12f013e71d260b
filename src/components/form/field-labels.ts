import { t } from "@lingui/core/macro";
import type { FIELD_TYPES } from "../../../contract/entity";
import type { EntityFormValues } from "./form-schema";

/**
 * Words read through getters, so each read is in the active language (a module-level `t` would freeze the
 * language the module was loaded in).
 */
export function translated<K extends string>(texts: Record<K, () => string>): Record<K, string> {
  const getters = Object.entries<() => string>(texts).map(([key, get]) => [key, { get, enumerable: true }]);
  return Object.defineProperties({}, Object.fromEntries(getters)) as Record<K, string>;
}

/** The words for an item's fields, shared by every view. */
export const LABELS = translated<keyof EntityFormValues>({
  name: () => t`Name`,
  description: () => t`Description`,
  entityTypeId: () => t`Type`,
  quantity: () => t`Quantity`,
  minQuantity: () => t`Minimum quantity`,
  unit: () => t`Unit`,
  assetId: () => t`Asset ID`,
  archived: () => t`Archived`,
  tagIds: () => t`Tags`,
  parent: () => t`Inside`,
  storedElsewhere: () => t`Stored somewhere else`,
  location: () => t`Stored at`,
  syncChildEntityLocations: () => t`Move children along`,
  manufacturer: () => t`Manufacturer`,
  modelNumber: () => t`Model number`,
  serialNumber: () => t`Serial number`,
  purchaseDate: () => t`Purchase date`,
  purchaseFrom: () => t`Purchased from`,
  purchasePrice: () => t`Purchase price`,
  insured: () => t`Insured`,
  lifetimeWarranty: () => t`Lifetime warranty`,
  warrantyExpires: () => t`Warranty expires`,
  warrantyDetails: () => t`Warranty details`,
  soldDate: () => t`Sold on`,
  soldTo: () => t`Sold to`,
  soldPrice: () => t`Sold price`,
  soldNotes: () => t`Sold notes`,
  notes: () => t`Notes`,
  fields: () => t`Custom fields`,
});

/** Names of the custom field types as a user reads them. */
export const TYPE_LABELS = translated<(typeof FIELD_TYPES)[number]>({
  text: () => t`Text`,
  number: () => t`Number`,
  boolean: () => t`Yes/No`,
  time: () => t`Date`,
});

/** Words of the list that are not form values: the resolved location and the timestamps. */
export const LIST_LABELS = translated({
  location: () => t`Location`,
  createdAt: () => t`Created`,
  updatedAt: () => t`Last changed`,
});
