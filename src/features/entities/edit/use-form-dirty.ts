import { useCallback, useSyncExternalStore } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { EntityFormValues } from "../../../components/form/form-schema";
import { sameValue } from "../../../components/form/sections";

/**
 * True while the form differs from `base` (the values last loaded or saved). Computed against our own
 * baseline rather than RHF's `isDirty`, so that the save bar, the section markers, the draft and the
 * leave guard all agree on one definition of "changed". The form is the external store here.
 */
export function useFormDirty(form: UseFormReturn<EntityFormValues>, base: EntityFormValues): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => form.subscribe({ formState: { values: true }, callback: onChange }),
    [form],
  );
  return useSyncExternalStore(subscribe, () => !sameValue(base, form.getValues()));
}
