import { create } from "zustand";
import { z } from "zod";
import { SelectedEntity } from "./selected-entity";

/**
 * The selection: the entities chosen for labels and bulk actions, in order, shared by every page; kept in
 * sessionStorage, so a reload keeps the choice and a new tab starts empty.
 */
const KEY = "inventory.selection";
const Stored = z.array(SelectedEntity);

function load(): ReadonlyMap<string, SelectedEntity> {
  try {
    const parsed = Stored.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? "[]"));
    return new Map((parsed.success ? parsed.data : []).map((e) => [e.id, e]));
  } catch {
    return new Map();
  }
}

type Selection = ReadonlyMap<string, SelectedEntity>;

const useStore = create<{ selected: Selection }>(() => ({ selected: load() }));
const current = () => useStore.getState().selected;

function commit(next: Selection) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...next.values()]));
  } catch {
    /* storage full or blocked: the choice still holds for this page */
  }
  useStore.setState({ selected: next });
}

export const selection = {
  /** The chosen entities by id, outside React. */
  chosen: current,
  /** Adds (or refreshes) entities; `false` removes them instead. */
  set(entities: readonly SelectedEntity[], on: boolean) {
    const next = new Map(current());
    for (const e of entities) {
      if (on) next.set(e.id, e);
      else next.delete(e.id);
    }
    commit(next);
  },
  /** Takes these ids out (entities that are gone). */
  remove(ids: readonly string[]) {
    const next = new Map(current());
    for (const id of ids) next.delete(id);
    commit(next);
  },
  clear() {
    commit(new Map());
  },
};

/** The chosen entities by id (a new Map after every change, so components re-render). */
export function useSelection(): Selection {
  return useStore((s) => s.selected);
}
