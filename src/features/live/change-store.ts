import { create } from "zustand";

/** The last change another session made to a record, as the event stream reported it. */
export interface RecordChange {
  by: { id: string; name: string };
  at: number;
}

const useChanges = create<{ changes: ReadonlyMap<string, RecordChange> }>(() => ({ changes: new Map() }));

export function noteChanges(ids: readonly string[], change: RecordChange): void {
  const changes = new Map(useChanges.getState().changes);
  for (const id of ids) changes.set(id, change);
  useChanges.setState({ changes });
}

/** The last reported change of record `id` in this page's life, or undefined. */
export function useLastChange(id: string): RecordChange | undefined {
  return useChanges((s) => s.changes.get(id));
}
