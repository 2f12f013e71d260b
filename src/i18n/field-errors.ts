import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { fieldErrorCode } from "../../contract/field-error-code";
import type { FieldErrorCode } from "../../contract/field-errors";

type Code = FieldErrorCode["code"];
/** Codes the SPA leaves in the service's words. */
type AsWritten = "invalid_id" | "not_list" | "not_file" | "id_mismatch" | "unknown_field" | "invalid";

/** Each code's predicate in the user's language, with the limit the service sent. */
const WORDING: Record<Exclude<Code, AsWritten>, (limit: number) => string> = {
  required: () => t`is required`,
  empty: () => t`must not be empty`,
  too_short: (limit) => t`must be at least ${limit} characters`,
  too_long: (limit) => t`must be at most ${limit} characters`,
  too_small: (limit) => t`must be at least ${limit}`,
  too_big: (limit) => t`must be at most ${limit}`,
  too_many: (limit) => t`must hold at most ${limit} entries`,
  negative: () => t`must not be negative`,
  not_integer: () => t`must be a whole number`,
  not_number: () => t`must be a number`,
  not_boolean: () => t`must be yes or no`,
  invalid_email: () => t`must be an e-mail address`,
  invalid_date: () => t`must be a valid date`,
  invalid_choice: () => t`must be one of the offered choices`,
  not_found: () => t`no longer exists`,
  duplicate: () => t`is listed twice`,
  own_descendant: () => t`must not be the thing itself or something inside it`,
  not_a_location: () => t`must be a location`,
  location_needs_item_parent: () =>
    t`is only for something kept inside an item; to put it in a location, choose that location as its parent`,
};

/**
 * A field message in the user's language by its stable code (docs/api.md, "Field error codes"), a
 * predicate put after the field's label; unknown codes and English stay as the service wrote them.
 */
export function translateFieldMessage(message: string, code: FieldErrorCode = fieldErrorCode(message)): string {
  // The service's English is the original; only other languages are worded from the code.
  if (i18n.locale === "en" || !(code.code in WORDING)) return message;
  return WORDING[code.code as keyof typeof WORDING](code.limit ?? 0);
}
