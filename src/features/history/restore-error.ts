import { t } from "@lingui/core/macro";
import { ApiError } from "../../api/api-error";
import { errorMessage } from "../../components/ui/error-text";
import { translateFieldMessage } from "../../i18n/field-errors";
import { fieldLabel } from "./change-words";

/**
 * Why a restore was refused, in the user's language: a 422 names each field by its form label (a cycle, a tag
 * or location deleted since), a 412 says someone changed the entity meanwhile.
 */
export function restoreErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return errorMessage(error);
  if (error.status === 409) return t`Before this change it did not exist, so it cannot be restored.`;
  const fields = Object.entries(error.fields);
  if (error.status !== 422 || fields.length === 0) return error.message;
  const reasons = fields.map(([path, message]) => {
    const label = fieldLabel(path.replace(/\[.*$/, ""));
    return `${label}: ${translateFieldMessage(message, error.codes[path])}`;
  });
  return t`This cannot be restored: ${reasons.join("; ")}.`;
}
