import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import styles from "./toaster.module.css";
import { toastStore, UNDO_WINDOW_MS, type ToastItem } from "./toast-store";

/**
 * Renders the toast store in a named region whose list is a polite live region (toasts added to it are
 * read out; an error is an alert). F8 moves the focus to the toasts, Escape closes the focused one, and
 * no toast closes while the pointer or the focus is on the toasts, so Undo never vanishes under the hand.
 * Hand-made rather than Radix Toast: this is all of it the app uses, at a tenth of the bytes, in the shell
 * every signed-in page loads (docs/decisions/019-memory-and-page-weight.md).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot);
  const { t } = useLingui();
  const [paused, setPaused] = useState(false);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8" && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        region.current?.focus();
      }
      const focused = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-toast-id]") : null;
      if (event.key === "Escape" && focused && region.current?.contains(focused))
        toastStore.dismiss(Number(focused.dataset.toastId));
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <section
      ref={region}
      aria-label={t`Notifications (F8)`}
      tabIndex={-1}
      className={styles.region}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setPaused(false)}
    >
      <ol className={styles.viewport} aria-live="polite" aria-relevant="additions">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} paused={paused} />
        ))}
      </ol>
    </section>
  );
}

function Toast({ toast, paused }: { toast: ToastItem; paused: boolean }) {
  const { t } = useLingui();
  // Errors must stay until read; undo toasts close when the undo window ends.
  const remaining = useRef(toast.durationMs ?? (toast.tone === "error" ? 30_000 : UNDO_WINDOW_MS));
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => toastStore.dismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id]);

  return (
    <li
      className={styles.toast}
      data-tone={toast.tone}
      data-toast-id={toast.id}
      role={toast.tone === "error" ? "alert" : undefined}
    >
      <span className={styles.title}>{toast.title}</span>
      {toast.undo && (
        <button type="button" onClick={() => toastStore.undo(toast.id)}>
          {t`Undo`}
        </button>
      )}
      <button type="button" aria-label={t`Dismiss notification`} onClick={() => toastStore.dismiss(toast.id)}>
        ×
      </button>
    </li>
  );
}
