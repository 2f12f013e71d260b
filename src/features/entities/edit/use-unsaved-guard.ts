import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useBlocker, type BlockerFunction } from "react-router";
import type { EntityFormValues } from "../../../components/form/form-schema";
import { sameValue } from "../../../components/form/sections";

/**
 * `dirty` while the form differs from `base`, our own baseline rather than RHF's `isDirty`, so the save bar,
 * sections, draft and leave guard agree on what "changed" means. While dirty, the user is held on the page
 * (router blocker and `beforeunload`; a hash change is not leaving); `allowNextLeave()` lets the navigation
 * after a save through.
 */
export function useUnsavedGuard(form: UseFormReturn<EntityFormValues>, base: EntityFormValues) {
  const subscribe = useCallback(
    (onChange: () => void) => form.subscribe({ formState: { values: true }, callback: onChange }),
    [form],
  );
  const dirty = useSyncExternalStore(subscribe, () => !sameValue(base, form.getValues()));
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const allowRef = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !allowRef.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ""; // older Chromium needs it set to show the prompt
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  const allowNextLeave = useCallback(() => {
    allowRef.current = true;
  }, []);

  return { dirty, blocker, allowNextLeave };
}
