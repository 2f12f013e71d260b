import { t } from "@lingui/core/macro";
import type { BulkFailure } from "../../../contract/basics";
import { errorSentence } from "../../api/error-messages";
import { LABELS } from "../../components/form/field-labels";
import { translateFieldMessage } from "../../i18n/field-errors";

/** The patch fields whose form label differs from their name. */
const FORM_NAME: Record<string, keyof typeof LABELS> = { parentId: "parent", locationId: "location" };

function labelOf(field: string): string {
  const name = field.replace(/^patch\./, "").replace(/\[.*$/, "");
  const key = FORM_NAME[name] ?? name;
  return key in LABELS ? LABELS[key as keyof typeof LABELS] : name;
}

/** Why one entity refused a batch, in the user's language: the catalog's sentence, or the field and its rule. */
export function failureReason(failure: BulkFailure): string {
  if (failure.code !== "invalid") return errorSentence(409, failure.code, undefined);
  const rule = translateFieldMessage(failure.message);
  return failure.field ? `${labelOf(failure.field)}: ${rule}` : rule;
}

/** Each refusing entity named as the selection knows it (its id when the selection no longer holds it). */
export const failureLines = (failures: readonly BulkFailure[], nameOf: (id: string) => string | undefined) =>
  failures.map((f) => ({ id: f.id, name: nameOf(f.id) ?? t`Entity ${f.id}`, reason: failureReason(f) }));
