import * as Toast from "@radix-ui/react-toast";
import { useSyncExternalStore } from "react";
import styles from "./toaster.module.css";
import { toastStore, UNDO_WINDOW_MS } from "./toast-store";

/** Renders the toast store with Radix (a live region; F8 jumps to the toasts). */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot);
  return (
    <Toast.Provider duration={UNDO_WINDOW_MS} swipeDirection="right">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          className={styles.toast}
          data-tone={t.tone}
          // Errors must stay until read; undo toasts close when the undo window ends.
          duration={t.durationMs ?? (t.tone === "error" ? 30_000 : UNDO_WINDOW_MS)}
          onOpenChange={(open) => !open && toastStore.dismiss(t.id)}
        >
          <Toast.Title className={styles.title}>{t.title}</Toast.Title>
          {t.undo && (
            <Toast.Action asChild altText="Undo the change">
              <button type="button" onClick={() => toastStore.undo(t.id)}>
                Undo
              </button>
            </Toast.Action>
          )}
          <Toast.Close asChild>
            <button type="button" aria-label="Dismiss notification">
              ×
            </button>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
