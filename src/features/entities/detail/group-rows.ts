import { t } from "@lingui/core/macro";
import type { EntityOut, FieldOut } from "../../../../contract/entity";
import { formatDate } from "../../../components/format/date";
import { formatMoney } from "../../../components/format/money";
import { LABELS } from "../../../components/form/field-labels";
import { SECTIONS } from "../../../components/form/sections";
import { formatNumber } from "../../../components/format/number";

export interface DisplayRow {
  label: string;
  value: string;
}

export interface DisplayGroup {
  title: string;
  rows: DisplayRow[];
}

const yes = (b: boolean) => (b ? t`Yes` : "");

/**
 * The fields the page shows as rows, each with how to write it (0, "" and false count as empty). The rest
 * of the form's Details (name, type, quantity, tags, placement...) are in the page's header.
 */
const ROWS = {
  description: (e) => e.description,
  manufacturer: (e) => e.manufacturer,
  modelNumber: (e) => e.modelNumber,
  serialNumber: (e) => e.serialNumber,
  purchaseDate: (e) => formatDate(e.purchaseDate),
  purchaseFrom: (e) => e.purchaseFrom,
  purchasePrice: (e) => (e.purchasePrice ? formatMoney(e.purchasePrice) : ""),
  insured: (e) => yes(e.insured),
  lifetimeWarranty: (e) => yes(e.lifetimeWarranty),
  warrantyExpires: (e) => formatDate(e.warrantyExpires),
  warrantyDetails: (e) => e.warrantyDetails,
  soldDate: (e) => formatDate(e.soldDate),
  soldTo: (e) => e.soldTo,
  soldPrice: (e) => (e.soldPrice ? formatMoney(e.soldPrice) : ""),
  soldNotes: (e) => e.soldNotes,
  notes: (e) => e.notes,
} satisfies Partial<Record<keyof typeof LABELS, (e: EntityOut) => string>>;

function fieldValue(f: FieldOut): string {
  if (f.type === "number") return formatNumber(f.numberValue);
  if (f.type === "boolean") return f.booleanValue ? t`Yes` : t`No`;
  if (f.type === "time") return formatDate(f.textValue);
  return f.textValue;
}

function rowsOf(keys: readonly (keyof typeof LABELS)[], e: EntityOut): DisplayRow[] {
  return keys.flatMap((key) => {
    const value = key in ROWS ? ROWS[key as keyof typeof ROWS](e) : "";
    return value === "" ? [] : [{ label: LABELS[key], value }];
  });
}

/** The entity's fields in the edit form's groups, under the form's titles and labels. */
export function entityGroups(e: EntityOut): DisplayGroup[] {
  return SECTIONS.map((section) => ({
    title: section.title,
    rows:
      section.id === "custom-fields"
        ? e.fields.map((f) => ({ label: f.name, value: fieldValue(f) }))
        : rowsOf(section.keys, e),
  }));
}
