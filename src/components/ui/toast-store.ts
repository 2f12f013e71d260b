/**
 * App-wide toasts, outside React so that mutations (not only components) can announce results.
 * A toast may carry an undo action; the Toaster shows it for UNDO_WINDOW_MS.
 */
export interface ToastItem {
  id: number;
  title: string;
  tone: "info" | "error";
  /** How long it stays (default: errors 30 s, others the undo window). */
  durationMs?: number;
  /** Reverts the change the toast announces. Called at most once. */
  undo?: () => void;
}

export const UNDO_WINDOW_MS = 10_000;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export const toastStore = {
  show(toast: Omit<ToastItem, "id" | "tone"> & { tone?: ToastItem["tone"] }): number {
    const id = nextId++;
    items = [...items, { tone: "info", ...toast, id }];
    emit();
    return id;
  },
  dismiss(id: number) {
    items = items.filter((t) => t.id !== id);
    emit();
  },
  /** Runs the toast's undo once and removes it, so a second click cannot revert twice. */
  undo(id: number) {
    const toast = items.find((t) => t.id === id);
    toastStore.dismiss(id);
    toast?.undo?.();
  },
  clear() {
    items = [];
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  snapshot: () => items,
};
