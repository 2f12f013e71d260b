import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { clearDraft, readDraft, writeDraft, type Draft } from "./draft-store";
import type { EntityFormValues } from "../../../components/form/form-schema";
import { sameValue } from "../../../components/form/sections";

const DEBOUNCE_MS = 600;

interface Options {
  entityId: string;
  form: UseFormReturn<EntityFormValues>;
  base: EntityFormValues;
  etag: string | null;
}

/**
 * Keeps a draft of unsaved edits in localStorage (debounced, flushed on page hide) and offers back one
 * found on arrival; nothing is written while the offer is open, so typing cannot destroy it.
 */
export function useDraft({ entityId, form, base, etag }: Options) {
  const [offer, setOffer] = useState<Draft | null>(() => {
    const draft = readDraft(entityId);
    return draft && !sameValue(draft.values, base) ? draft : null;
  });
  const stopped = useRef(false); // after "discard": a pending write must not bring the draft back
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Drops a pending write and the stored draft: after a save it is obsolete. */
  const markSaved = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    clearDraft(entityId);
  }, [entityId]);

  const flush = useEffectEvent(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (offer !== null || stopped.current) return;
    const values = form.getValues();
    if (sameValue(base, values)) clearDraft(entityId);
    else writeDraft(entityId, { etag, base, values });
  });

  useEffect(() => {
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        clearTimeout(timer.current);
        timer.current = setTimeout(flush, DEBOUNCE_MS);
      },
    });
    const onHide = () => timer.current !== undefined && flush();
    window.addEventListener("pagehide", onHide);
    return () => {
      unsubscribe();
      window.removeEventListener("pagehide", onHide);
      if (timer.current !== undefined) flush(); // leaving the route with a pending write: keep it
    };
  }, [entityId, form]);

  const dismissOffer = useCallback(() => {
    clearDraft(entityId);
    setOffer(null);
  }, [entityId]);
  const acceptOffer = useCallback(() => setOffer(null), []);
  const discard = useCallback(() => {
    stopped.current = true;
    markSaved();
  }, [markSaved]);

  return { offer, acceptOffer, dismissOffer, discard, markSaved };
}
