import { t } from "@lingui/core/macro";
import { translated } from "../../components/form/field-labels";
import type { BulkActionKind } from "./bulk-action";

/** The tray's buttons and the dialogs' titles, in the order the tray shows them. */
export const ACTION_LABELS = translated<BulkActionKind>({
  move: () => t`Move…`,
  type: () => t`Set type…`,
  addTags: () => t`Add tags…`,
  removeTags: () => t`Remove tags…`,
  fields: () => t`Set fields…`,
  maintenance: () => t`Log maintenance…`,
  duplicate: () => t`Duplicate…`,
  archive: () => t`Archive…`,
  unarchive: () => t`Unarchive…`,
  delete: () => t`Delete…`,
});

export const ACTION_KINDS = Object.keys(ACTION_LABELS) as BulkActionKind[];

/** Actions that need nothing chosen first: their dialog opens on the confirmation. */
export const needsNoInput = (kind: BulkActionKind) =>
  kind === "archive" || kind === "unarchive" || kind === "delete" || kind === "duplicate";
