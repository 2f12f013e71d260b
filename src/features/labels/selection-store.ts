import { create } from "zustand";
import { z } from "zod";
import { LabelEntity } from "./label-entity";

/**
 * The entities chosen for labels, in order, shared by the list, locations and labels pages; kept in
 * sessionStorage, so a reload keeps the choice and a new tab starts empty.
 */
const KEY = "inventory.labelSelection";
const Stored = z.array(LabelEntity);

function load(): ReadonlyMap<string, LabelEntity> {
  try {
    const parsed = Stored.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? "[]"));
    return new Map((parsed.success ? parsed.data : []).map((e) => [e.id, e]));
  } catch {
    return new Map();
  }
}

type Selection = ReadonlyMap<string, LabelEntity>;

const useSelection = create<{ selected: Selection }>(() => ({ selected: load() }));
const current = () => useSelection.getState().selected;

function commit(next: Selection) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...next.values()]));
  } catch {
    /* storage full or blocked: the choice still holds for this page */
  }
  useSelection.setState({ selected: next });
}

export const labelSelection = {
  /** The chosen entities by id, outside React. */
  chosen: current,
  /** Adds (or refreshes) entities; `false` removes them instead. */
  set(entities: readonly LabelEntity[], on: boolean) {
    const next = new Map(current());
    for (const e of entities) {
      if (on) next.set(e.id, e);
      else next.delete(e.id);
    }
    commit(next);
  },
  clear() {
    commit(new Map());
  },
};

/** The chosen entities by id (a new Map after every change, so components re-render). */
export function useLabelSelection(): Selection {
  return useSelection((s) => s.selected);
}
