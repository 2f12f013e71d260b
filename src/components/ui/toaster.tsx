import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import styles from "./toaster.module.css";
import { toastStore, UNDO_WINDOW_MS, useToasts, type ToastItem } from "./toast-store";

/**
 * The toasts in a named polite live region (errors are alerts): F8 focuses them, Escape closes one, and
 * none closes under the pointer or focus. Hand-made rather than Radix Toast (docs/decisions/002-toasts.md).
 */
export function Toaster() {
  const toasts = useToasts();
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
    <li className={styles.toast} data-tone={toast.tone} data-toast-id={toast.id}>
      {/* The alert is inside the list item: a list's children must stay list items. */}
      <span className={styles.title} role={toast.tone === "error" ? "alert" : undefined}>
        {toast.title}
      </span>
      {toast.link && (
        <Link to={toast.link.to} onClick={() => toastStore.dismiss(toast.id)}>
          {toast.link.label}
        </Link>
      )}
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
