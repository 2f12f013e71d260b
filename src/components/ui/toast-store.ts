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
  /** The server-side batch of the change (X-Batch-Id): later changes of the same group join it. */
  batchId?: string;
  /** A page that says more (the Activity page after a refused undo). */
  link?: { to: string; label: string };
  group?: ToastGroup & { count: number };
}

/** Toasts of one kind of action: a new one replaces the one on screen, counting, and its Undo reverts all of them. */
export interface ToastGroup {
  key: string;
  /** The title for `count` actions (default: the newest toast's title). */
  title?: (count: number) => string;
}

export const UNDO_WINDOW_MS = 10_000;
/** More would cover half a phone's screen; the oldest leaves first. */
export const MAX_TOASTS = 3;

type NewToast = Omit<ToastItem, "id" | "tone" | "group"> & { tone?: ToastItem["tone"]; group?: ToastGroup };

const store = createStore<{ items: ToastItem[] }>(() => ({ items: [] }));
const update = (change: (items: ToastItem[]) => ToastItem[]) => store.setState((s) => ({ items: change(s.items) }));
let nextId = 1;

export const toastStore = {
  show({ group, ...toast }: NewToast): number {
    const id = nextId++;
    update((items) => {
      const earlier = group && items.find((t) => t.group?.key === group.key);
      const item: ToastItem = { tone: "info", ...toast, id, group: group && { ...group, count: 1 } };
      const shown = earlier ? joined(earlier, item) : item;
      return [...items.filter((t) => t !== earlier), shown].slice(-MAX_TOASTS);
    });
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
  /** The batch of the group's toast on screen, which the group's next change joins (one Undo for all). */
  batchOf: (groupKey: string) => store.getState().items.find((t) => t.group?.key === groupKey)?.batchId,
  clear: () => store.setState({ items: [] }),
  snapshot: () => store.getState().items,
};

/** One toast for both; its Undo reverts the newer change first, so each undo restores what came before it. */
function joined(earlier: ToastItem, next: ToastItem): ToastItem {
  const count = (earlier.group?.count ?? 1) + 1;
  const [undoEarlier, undoNext] = [earlier.undo, next.undo];
  return {
    ...next,
    title: next.group?.title?.(count) ?? next.title,
    group: next.group && { ...next.group, count },
    undo:
      undoEarlier && undoNext
        ? () => {
            undoNext();
            undoEarlier();
          }
        : undefined,
  };
}

/** The toasts on screen, for the Toaster. */
export const useToasts = () => useStore(store, (s) => s.items);
