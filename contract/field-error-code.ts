import type { FieldErrorCode } from "./field-errors";

/** The service's messages, by their fixed wording (N is a number). The first match wins. */
const PATTERNS: [RegExp, FieldErrorCode["code"]][] = [
  [/^is required$/, "required"],
  [/^must not be empty$/, "empty"],
  [/^must be at least (\d+) characters$/, "too_short"],
  [/^must be at most (\d+) characters$/, "too_long"],
  [/^must be at least ([\d.e+]+)$/, "too_small"],
  [/^must be at most ([\d.e+]+)$/, "too_big"],
  [/^must hold at most (\d+) /, "too_many"],
  [/^must not be negative$/, "negative"],
  [/^must be a whole number$/, "not_integer"],
  [/^must be a (finite )?number$/, "not_number"],
  [/^must be true or false$/, "not_boolean"],
  [/^must be a list of /, "not_list"],
  [/^must be a file/, "not_file"],
  [/^must be a UUID$/, "invalid_id"],
  [/^must be an e-mail address$/, "invalid_email"],
  [/^must be a date|^must be an ISO date/, "invalid_date"],
  [/^must be one of |^must be asc or desc$/, "invalid_choice"],
  [/^not found/, "not_found"],
  [/^is listed twice$/, "duplicate"],
  [/^must match the id in the path$/, "id_mismatch"],
  [/itself or one of its descendants$/, "own_descendant"],
  [/^must be a location/, "not_a_location"],
  [/^is only for an entity whose parent is an item/, "location_needs_item_parent"],
  [/^is not a field|^Unrecognized key/, "unknown_field"],
];

/** The code of one field message; a message not listed is `invalid` (its English text still says why). */
export function fieldErrorCode(message: string): FieldErrorCode {
  for (const [pattern, code] of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const limit = match[1] === undefined ? undefined : Number(match[1]);
    return limit === undefined || Number.isNaN(limit) ? { code } : { code, limit };
  }
  return { code: "invalid" };
}

/** The `codes` of a 422 answer: one per path of its `fields`. */
export function fieldErrorCodes(fields: Record<string, string>): Record<string, FieldErrorCode> {
  return Object.fromEntries(Object.entries(fields).map(([path, message]) => [path, fieldErrorCode(message)]));
}
