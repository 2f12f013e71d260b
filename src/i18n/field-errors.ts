import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { fieldErrorCode } from "../../contract/field-error-code";
import type { FieldErrorCode } from "../../contract/field-errors";

/**
 * A field message in the user's language by its stable code (docs/api.md, "Field error codes"), a
 * predicate put after the field's label; unknown codes and English stay as the service wrote them.
 */
export function translateFieldMessage(message: string, code: FieldErrorCode = fieldErrorCode(message)): string {
  // The service's English is the original; only other languages are worded from the code.
  if (i18n.locale === "en") return message;
  const limit = code.limit ?? 0;
  switch (code.code) {
    case "required":
      return t`is required`;
    case "empty":
      return t`must not be empty`;
    case "too_short":
      return t`must be at least ${limit} characters`;
    case "too_long":
      return t`must be at most ${limit} characters`;
    case "too_small":
      return t`must be at least ${limit}`;
    case "too_big":
      return t`must be at most ${limit}`;
    case "too_many":
      return t`must hold at most ${limit} entries`;
    case "negative":
      return t`must not be negative`;
    case "not_integer":
      return t`must be a whole number`;
    case "not_number":
      return t`must be a number`;
    case "not_boolean":
      return t`must be yes or no`;
    case "invalid_id":
    case "not_list":
    case "not_file":
    case "id_mismatch":
    case "unknown_field":
    case "invalid":
      return message;
    case "invalid_email":
      return t`must be an e-mail address`;
    case "invalid_date":
      return t`must be a valid date`;
    case "invalid_choice":
      return t`must be one of the offered choices`;
    case "not_found":
      return t`no longer exists`;
    case "duplicate":
      return t`is listed twice`;
    case "own_descendant":
      return t`must not be the thing itself or something inside it`;
    case "not_a_location":
      return t`must be a location`;
    case "location_needs_item_parent":
      return t`is only for something kept inside an item; to put it in a location, choose that location as its parent`;
  }
}
