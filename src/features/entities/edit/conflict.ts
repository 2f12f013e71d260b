import { t } from "@lingui/core/macro";
import type { EntityFormValues } from "../../../components/form/form-schema";
import { LABELS } from "../../../components/form/field-labels";
import { sameValue } from "../../../components/form/sections";

type Key = keyof EntityFormValues;

/** Values that only make sense together are compared and taken together. */
const UNITS: readonly (readonly Key[])[] = (Object.keys(LABELS) as Key[])
  .filter((k) => k !== "storedElsewhere" && k !== "location")
  .map((k) => (k === "parent" ? (["parent", "storedElsewhere", "location"] as const) : [k]));

export type Choice = "mine" | "theirs";

export interface ConflictRow {
  /** The first key of the unit; names the row. */
  key: Key;
  keys: readonly Key[];
  label: string;
  mine: string;
  theirs: string;
  youChanged: boolean;
  theyChanged: boolean;
  /** Your edit wins where only you touched it; theirs where only they did (nothing of yours is lost). */
  suggested: Choice;
}

/** Names for ids, so that the dialog shows "Garage", not a UUID. */
export interface Lookups {
  typeName(id: string): string;
  tagName(id: string): string;
}

/**
 * Lookups that also know the names an entity carries itself (its type and tags): the entity being
 * edited, and theirs in a conflict, name their own type even when the list of types was never fetched.
 */
export function withEntityNames(
  names: Lookups,
  e: { entityType: { id: string; name: string }; tags: readonly { id: string; name: string }[] },
): Lookups {
  return {
    typeName: (id) => (id === e.entityType.id ? e.entityType.name : names.typeName(id)),
    tagName: (id) => e.tags.find((t) => t.id === id)?.name ?? names.tagName(id),
  };
}

/** Text of one unit's value for the dialog. */
export function describe(keys: readonly Key[], v: EntityFormValues, names: Lookups): string {
  const key = keys[0]!;
  if (key === "parent") {
    if (!v.parent) return "top level";
    return v.storedElsewhere && v.location && !v.parent.isLocation
      ? t`in ${v.parent.name}, stored at ${v.location.name}`
      : `in ${v.parent.name}`;
  }
  const value = v[key];
  if (key === "entityTypeId") return names.typeName(v.entityTypeId);
  if (key === "tagIds") return v.tagIds.length ? v.tagIds.map(names.tagName).join(", ") : "(none)";
  if (key === "fields") {
    return v.fields.length ? v.fields.map((f) => `${f.name}: ${fieldText(f)}`).join("; ") : "(none)";
  }
  if (typeof value === "boolean") return value ? t`Yes` : t`No`;
  if (value === "" || value === null) return "(empty)";
  return String(value);
}

function fieldText(f: EntityFormValues["fields"][number]): string {
  if (f.type === "number") return String(f.numberValue);
  if (f.type === "boolean") return f.booleanValue ? t`Yes` : t`No`;
  return f.textValue || "(empty)";
}

const unitDiffers = (keys: readonly Key[], a: EntityFormValues, b: EntityFormValues) =>
  keys.some((k) => !sameValue(a[k], b[k]));

/** Every unit where your values and the stored ones differ, three-way against what you loaded. */
export function diffConflict(base: EntityFormValues, mine: EntityFormValues, theirs: EntityFormValues, names: Lookups) {
  const rows: ConflictRow[] = [];
  for (const keys of UNITS) {
    if (!unitDiffers(keys, mine, theirs)) continue;
    const youChanged = unitDiffers(keys, base, mine);
    rows.push({
      key: keys[0]!,
      keys,
      label: LABELS[keys[0]!],
      mine: describe(keys, mine, names),
      theirs: describe(keys, theirs, names),
      youChanged,
      theyChanged: unitDiffers(keys, base, theirs),
      suggested: youChanged ? "mine" : "theirs",
    });
  }
  return rows;
}

/** Their stored entity with your value in each unit you chose to keep. */
export function mergeChoices(
  mine: EntityFormValues,
  theirs: EntityFormValues,
  rows: readonly ConflictRow[],
  choices: Partial<Record<Key, Choice>>,
): EntityFormValues {
  const merged: EntityFormValues = { ...theirs };
  for (const row of rows) {
    if ((choices[row.key] ?? row.suggested) !== "mine") continue;
    for (const k of row.keys) (merged as Record<Key, unknown>)[k] = mine[k];
  }
  return merged;
}
