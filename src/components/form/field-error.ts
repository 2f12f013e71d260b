import { t } from "@lingui/core/macro";
import { get, useFormState, type FieldError, type FieldPath } from "react-hook-form";
import { translateFieldMessage } from "../../i18n/field-errors";
import type { EntityFormValues } from "./form-schema";

/**
 * The message to show under a field. Contract and server messages are predicates ("must be at most 255
 * characters"); they read as a sentence with the label in front. A full sentence is shown as it is.
 */
export function errorSentence(label: string, message: string): string {
  return /^[a-z]/.test(message) ? t`${label} ${message}.`.replace(/\.\.$/, ".") : message;
}

/** The error message of one form path, subscribing to that path only. */
export function useFieldError(name: FieldPath<EntityFormValues> | `fields.root`): string | undefined {
  const { errors } = useFormState<EntityFormValues>({ name: name as FieldPath<EntityFormValues> });
  const message = (get(errors, name) as FieldError | undefined)?.message;
  // The form runs the contract's schemas, whose messages are English: shown in the user's language.
  return typeof message === "string" ? translateFieldMessage(message) : undefined;
}
