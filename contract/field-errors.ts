import { z } from "zod";

/**
 * A stable code for each 422 field message, so that a client can say it in its user's language beside the
 * English `fields` that Homebox clients read (docs/api.md, "Field error codes"; `limit` carries the number).
 */
export const FIELD_ERROR_CODES = [
  "required",
  "empty",
  "too_short",
  "too_long",
  "too_small",
  "too_big",
  "too_many",
  "negative",
  "not_integer",
  "not_number",
  "not_boolean",
  "not_list",
  "not_file",
  "invalid_id",
  "invalid_email",
  "invalid_date",
  "invalid_choice",
  "not_found",
  "duplicate",
  "id_mismatch",
  "own_descendant",
  "not_a_location",
  "location_needs_item_parent",
  "unknown_field",
  "invalid",
] as const;

export const FieldErrorCode = z.object({
  code: z.enum(FIELD_ERROR_CODES),
  limit: z.number().optional(),
});
export type FieldErrorCode = z.infer<typeof FieldErrorCode>;
