import { t } from "@lingui/core/macro";
import type { EntityFormValues } from "./form-schema";

type FormKey = keyof EntityFormValues;

export interface SectionDef {
  /** Also the URL hash that opens the section (`#purchase`). */
  id: string;
  /** A getter, so each read is in the active language. */
  title: string;
  keys: readonly FormKey[];
}

const section = (id: string, title: () => string, keys: readonly FormKey[]): SectionDef => ({
  id,
  keys,
  get title() {
    return title();
  },
});

/** The seven groups of the edit form and of the item page, in page order. Every form key belongs to exactly one. */
export const SECTIONS: readonly SectionDef[] = [
  section("details", () => t`Details`, [
    "name",
    "description",
    "entityTypeId",
    "quantity",
    "minQuantity",
    "unit",
    "assetId",
    "archived",
    "tagIds",
    "parent",
    "storedElsewhere",
    "location",
    // Shown beside the location editor: it only matters when the entity moves.
    "syncChildEntityLocations",
  ]),
  section("identifications", () => t`Identifications`, ["manufacturer", "modelNumber", "serialNumber"]),
  section("purchase", () => t`Purchase`, ["purchaseDate", "purchaseFrom", "purchasePrice"]),
  section("warranty", () => t`Warranty`, ["insured", "lifetimeWarranty", "warrantyExpires", "warrantyDetails"]),
  section("sold", () => t`Sold`, ["soldDate", "soldTo", "soldPrice", "soldNotes"]),
  section("extras", () => t`Extras`, ["notes"]),
  section("custom-fields", () => t`Custom fields`, ["fields"]),
];

export const SECTION_IDS = SECTIONS.map((s) => s.id);

/** The section that holds a form path such as `fields.2.textValue` or `purchasePrice`. */
export function sectionOfPath(path: string): string {
  const key = path.split(".")[0];
  return SECTIONS.find((s) => (s.keys as readonly string[]).includes(key ?? ""))?.id ?? "details";
}

/** True when any value of the section differs from the loaded one. */
export function sectionChanged(section: SectionDef, base: EntityFormValues, now: Partial<EntityFormValues>): boolean {
  return section.keys.some((k) => !sameValue(base[k], now[k]));
}

/** Structural equality of plain form values (strings, numbers, booleans, arrays, objects, null). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** True when a section has something worth showing open on first load. */
export function sectionHasContent(section: SectionDef, v: EntityFormValues): boolean {
  return section.keys.some((k) => {
    const value = v[k];
    if (Array.isArray(value)) return value.length > 0;
    return value !== "" && value !== 0 && value !== false && value !== null;
  });
}

/** Form paths of every message in an RHF errors object (`fields.2.name`, `fields.root`, `purchasePrice`). */
export function errorPaths(errors: unknown, prefix = ""): string[] {
  if (typeof errors !== "object" || errors === null) return [];
  const node = errors as Record<string, unknown>;
  if (typeof node.message === "string" || (typeof node.type === "string" && prefix)) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => (k === "ref" ? [] : errorPaths(v, prefix ? `${prefix}.${k}` : k)));
}
