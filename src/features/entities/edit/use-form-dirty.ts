import { useCallback, useSyncExternalStore } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { EntityFormValues } from "../../../components/form/form-schema";
import { sameValue } from "../../../components/form/sections";

/**
 * True while the form differs from `base`, our own baseline rather than RHF's `isDirty`, so the save bar,
 * sections, draft and leave guard agree on what "changed" means.
 */
export function useFormDirty(form: UseFormReturn<EntityFormValues>, base: EntityFormValues): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => form.subscribe({ formState: { values: true }, callback: onChange }),
    [form],
  );
  return useSyncExternalStore(subscribe, () => !sameValue(base, form.getValues()));
}
