import { useSyncExternalStore } from "react";

/** The last change another session made to a record, as the event stream reported it. */
export interface RecordChange {
  by: { id: string; name: string };
  at: number;
}

const changes = new Map<string, RecordChange>();
const listeners = new Set<() => void>();

export function noteChanges(ids: readonly string[], change: RecordChange): void {
  for (const id of ids) changes.set(id, change);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last reported change of record `id` in this page's life, or undefined. */
export function useLastChange(id: string): RecordChange | undefined {
  return useSyncExternalStore(subscribe, () => changes.get(id));
}
