import { t } from "@lingui/core/macro";
import type { CHANGE_ACTIONS } from "../../../../contract/history";
import { LABELS, translated } from "../../../components/form/field-labels";

/** What a change did, as the Activity page names it (read in the active language at each render). */
export const ACTION_LABELS = translated<(typeof CHANGE_ACTIONS)[number]>({
  create: () => t`Created`,
  update: () => t`Changed`,
  move: () => t`Moved`,
  archive: () => t`Archived`,
  unarchive: () => t`Unarchived`,
  delete: () => t`Deleted`,
  restore: () => t`Restored`,
});

/** API field names that the edit form labels under another key. */
const FORM_KEY: Record<string, keyof typeof LABELS> = { parentId: "parent", locationId: "location" };

/** A changed field as the edit form labels it; fields the form does not show keep a word of their own. */
export function fieldLabel(field: string): string {
  const key = FORM_KEY[field] ?? field;
  if (key in LABELS) return LABELS[key as keyof typeof LABELS];
  if (field === "attachments") return t`Attachments`;
  return field;
}
