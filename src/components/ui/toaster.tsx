import { t } from "@lingui/core/macro";
import * as Toast from "@radix-ui/react-toast";
import { useSyncExternalStore } from "react";
import styles from "./toaster.module.css";
import { toastStore, UNDO_WINDOW_MS } from "./toast-store";

/** Renders the toast store with Radix (a live region; F8 jumps to the toasts). */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot);
  return (
    <Toast.Provider duration={UNDO_WINDOW_MS} swipeDirection="right">
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          className={styles.toast}
          data-tone={toast.tone}
          // Errors must stay until read; undo toasts close when the undo window ends.
          duration={toast.durationMs ?? (toast.tone === "error" ? 30_000 : UNDO_WINDOW_MS)}
          onOpenChange={(open) => !open && toastStore.dismiss(toast.id)}
        >
          <Toast.Title className={styles.title}>{toast.title}</Toast.Title>
          {toast.undo && (
            <Toast.Action asChild altText={t`Undo the change`}>
              <button type="button" onClick={() => toastStore.undo(toast.id)}>
                {t`Undo`}
              </button>
            </Toast.Action>
          )}
          <Toast.Close asChild>
            <button type="button" aria-label={t`Dismiss notification`}>
              ×
            </button>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
