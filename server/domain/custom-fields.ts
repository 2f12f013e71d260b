import type { FieldInput } from "../../contract";
import type { FieldErrors } from "./placement";

export interface FieldPlan {
  create: Array<FieldInput & { position: number }>;
  update: Array<FieldInput & { id: string; position: number }>;
  deleteIds: string[];
}

/** Matches custom fields on PUT by id (docs/spec/contract.md, "Full update"). */
export function reconcileFields(
  existingIds: readonly string[],
  incoming: readonly FieldInput[],
): { ok: FieldPlan } | { errors: FieldErrors } {
  const known = new Set(existingIds);
  const seen = new Set<string>();
  const errors: FieldErrors = {};
  const plan: FieldPlan = { create: [], update: [], deleteIds: [] };
  incoming.forEach((field, position) => {
    if (!field.id) {
      plan.create.push({ ...field, position });
    } else if (!known.has(field.id)) {
      errors[`fields[${position}].id`] = "not found: no custom field with this id on this entity";
    } else if (seen.has(field.id)) {
      errors[`fields[${position}].id`] = "is listed twice";
    } else {
      seen.add(field.id);
      plan.update.push({ ...field, id: field.id, position });
    }
  });
  if (Object.keys(errors).length > 0) return { errors };
  plan.deleteIds = existingIds.filter((id) => !seen.has(id));
  return { ok: plan };
}
