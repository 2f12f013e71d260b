import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";

/** App-wide toasts, outside React so that mutations (not only components) can announce results. */
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

const store = createStore<{ items: ToastItem[] }>(() => ({ items: [] }));
const update = (change: (items: ToastItem[]) => ToastItem[]) => store.setState((s) => ({ items: change(s.items) }));
let nextId = 1;

export const toastStore = {
  show(toast: Omit<ToastItem, "id" | "tone"> & { tone?: ToastItem["tone"] }): number {
    const id = nextId++;
    update((items) => [...items, { tone: "info", ...toast, id }]);
    return id;
  },
  dismiss(id: number) {
    update((items) => items.filter((t) => t.id !== id));
  },
  /** Runs the toast's undo once and removes it, so a second click cannot revert twice. */
  undo(id: number) {
    const toast = store.getState().items.find((t) => t.id === id);
    toastStore.dismiss(id);
    toast?.undo?.();
  },
  clear: () => store.setState({ items: [] }),
  snapshot: () => store.getState().items,
};

/** The toasts on screen, for the Toaster. */
export const useToasts = () => useStore(store, (s) => s.items);
