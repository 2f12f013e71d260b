import { labelsPerPage, type SheetPreset } from "./sheet-presets";

/** Where one label goes: its page and its top-left corner on that page in mm. */
export interface PlacedLabel {
  /** Index into the labels being printed. */
  index: number;
  /** 1-based position on its sheet, row by row (what "first label position" counts). */
  position: number;
  x: number;
  y: number;
}

/** Places `count` labels on pages row by row, the first page from `firstPosition` so partly used sheets work. */
export function layoutLabels(preset: SheetPreset, count: number, firstPosition = 1): PlacedLabel[][] {
  const perPage = labelsPerPage(preset);
  const skip = Math.min(Math.max(Math.floor(firstPosition) - 1, 0), perPage - 1);
  const pages: PlacedLabel[][] = [];
  for (let index = 0; index < count; index++) {
    const slot = index + skip;
    const page = Math.floor(slot / perPage);
    const onPage = slot % perPage;
    const row = Math.floor(onPage / preset.columns);
    const column = onPage % preset.columns;
    (pages[page] ??= []).push({
      index,
      position: onPage + 1,
      x: preset.margin.left + column * preset.pitch.x,
      y: preset.margin.top + row * preset.pitch.y,
    });
  }
  return pages;
}
