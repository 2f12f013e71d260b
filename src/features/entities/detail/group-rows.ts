import type { EntityOut, FieldOut } from "../../../api/contract";

export interface DisplayRow {
  label: string;
  value: string;
}

export interface DisplayGroup {
  title: string;
  rows: DisplayRow[];
}

const money = (n: number) =>
  n ? n.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : "";
const yes = (b: boolean) => (b ? "Yes" : "");

/** Label/value pairs, keeping only what is filled in (0, "" and false count as empty). */
function rows(pairs: [string, string][]): DisplayRow[] {
  return pairs.filter(([, value]) => value !== "").map(([label, value]) => ({ label, value }));
}

function fieldValue(f: FieldOut): string {
  if (f.type === "number") return String(f.numberValue);
  if (f.type === "boolean") return f.booleanValue ? "Yes" : "No";
  return f.textValue;
}

/** The entity's fields grouped as the edit form groups them. */
export function entityGroups(e: EntityOut): DisplayGroup[] {
  return [
    {
      title: "Details",
      rows: rows([
        ["Description", e.description],
        ["Insured", yes(e.insured)],
      ]),
    },
    {
      title: "Identifications",
      rows: rows([
        ["Manufacturer", e.manufacturer],
        ["Model number", e.modelNumber],
        ["Serial number", e.serialNumber],
      ]),
    },
    {
      title: "Purchase",
      rows: rows([
        ["Purchased on", e.purchaseDate],
        ["Purchased from", e.purchaseFrom],
        ["Price", money(e.purchasePrice)],
      ]),
    },
    {
      title: "Warranty",
      rows: rows([
        ["Lifetime warranty", yes(e.lifetimeWarranty)],
        ["Expires", e.warrantyExpires],
        ["Details", e.warrantyDetails],
      ]),
    },
    {
      title: "Sold",
      rows: rows([
        ["Sold on", e.soldDate],
        ["Sold to", e.soldTo],
        ["Price", money(e.soldPrice)],
        ["Notes", e.soldNotes],
      ]),
    },
    { title: "Extras", rows: rows([["Notes", e.notes]]) },
    { title: "Custom fields", rows: e.fields.map((f) => ({ label: f.name, value: fieldValue(f) })) },
  ];
}
