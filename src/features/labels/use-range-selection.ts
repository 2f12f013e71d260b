import { useRef } from "react";
import type { LabelEntity } from "./label-entity";
import { labelSelection, useLabelSelection } from "./selection-store";

/**
 * Checkbox selection of a page of rows: a click toggles one row, Shift+click sets every row from the
 * last clicked one to this one to this one's new state (as in a mail client), and the header box
 * selects or clears the whole page.
 */
export function useRangeSelection(rows: readonly LabelEntity[]) {
  const selected = useLabelSelection();
  const anchor = useRef<string | null>(null);
  const onPage = rows.filter((r) => selected.has(r.id)).length;

  function toggle(index: number, shiftKey: boolean) {
    const row = rows[index];
    if (!row) return;
    const on = !selected.has(row.id);
    const from = shiftKey && anchor.current ? rows.findIndex((r) => r.id === anchor.current) : -1;
    const range = from < 0 ? [row] : rows.slice(Math.min(from, index), Math.max(from, index) + 1);
    labelSelection.set(range, on);
    anchor.current = row.id;
  }

  return {
    isSelected: (id: string) => selected.has(id),
    toggle,
    all: rows.length > 0 && onPage === rows.length,
    some: onPage > 0 && onPage < rows.length,
    togglePage: () => labelSelection.set(rows, onPage < rows.length),
  };
}
