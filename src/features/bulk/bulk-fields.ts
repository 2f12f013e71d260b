import type { BulkPatch } from "../../../contract/bulk";
import type { z } from "zod";
import { LABELS } from "../../components/form/field-labels";

/** The update-body fields a bulk "set fields" offers, each with the input that edits it. */
export const SETTABLE_FIELDS = {
  quantity: "number",
  description: "text",
  notes: "text",
  manufacturer: "text",
  modelNumber: "text",
  serialNumber: "text",
  purchaseDate: "date",
  purchaseFrom: "text",
  purchasePrice: "number",
  insured: "boolean",
  lifetimeWarranty: "boolean",
  warrantyExpires: "date",
  warrantyDetails: "text",
  soldDate: "date",
  soldTo: "text",
  soldPrice: "number",
  soldNotes: "text",
} as const;

export type SettableField = keyof typeof SETTABLE_FIELDS;
export type FieldValue = string | boolean;

/** A custom field set by name on every entity (added where missing). */
export interface CustomFieldValue {
  name: string;
  type: "text" | "number" | "boolean" | "time";
  value: FieldValue;
}

export const fieldLabel = (field: SettableField) => LABELS[field];

/** Only the fields the user chose, as the patch sends them (numbers as numbers, empty dates cleared). */
export function toBulkPatch(
  values: Partial<Record<SettableField, FieldValue>>,
  custom: CustomFieldValue[],
): z.input<typeof BulkPatch> {
  const patch: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values) as [SettableField, FieldValue][]) {
    patch[field] = SETTABLE_FIELDS[field] === "number" ? Number(value) : value;
  }
  if (custom.length > 0) {
    patch.fields = custom.map(({ name, type, value }) => ({
      name: name.trim(),
      type,
      value: type === "number" ? Number(value) : value,
    }));
  }
  return patch as z.input<typeof BulkPatch>;
}
