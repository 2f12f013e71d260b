import { useRef } from "react";
import type { SelectedEntity } from "./selected-entity";
import { selection, useSelection } from "./selection";

/** Checkbox selection of a page of rows: click toggles one, Shift+click a range, the header box all. */
export function useRangeSelection(rows: readonly SelectedEntity[]) {
  const selected = useSelection();
  const anchor = useRef<string | null>(null);
  const onPage = rows.filter((r) => selected.has(r.id)).length;

  function toggle(index: number, shiftKey: boolean) {
    const row = rows[index];
    if (!row) return;
    const on = !selected.has(row.id);
    const from = shiftKey && anchor.current ? rows.findIndex((r) => r.id === anchor.current) : -1;
    const range = from < 0 ? [row] : rows.slice(Math.min(from, index), Math.max(from, index) + 1);
    selection.set(range, on);
    anchor.current = row.id;
  }

  return {
    isSelected: (id: string) => selected.has(id),
    toggle,
    all: rows.length > 0 && onPage === rows.length,
    some: onPage > 0 && onPage < rows.length,
    togglePage: () => selection.set(rows, onPage < rows.length),
  };
}
