import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** Label stock in mm; sheet sizes from the makers' published templates (Avery), so labels land on the die-cuts. */
export interface SheetPreset {
  id: string;
  name: MessageDescriptor;
  group: "a4" | "letter" | "printer";
  page: { width: number; height: number };
  label: { width: number; height: number };
  columns: number;
  rows: number;
  /** From the page's top and left edge to the first label's. */
  margin: { top: number; left: number };
  /** From one label's top-left corner to the next one's, across and down. */
  pitch: { x: number; y: number };
  /** Continuous tape: the label (and page) length is chosen by the user. */
  continuous?: boolean;
}

const INCH = 25.4;
const A4 = { width: 210, height: 297 };
const LETTER = { width: 8.5 * INCH, height: 11 * INCH };

/** One label per page: label printers print each label as a page of its own size. */
function roll(id: string, name: MessageDescriptor, width: number, height: number, continuous = false): SheetPreset {
  return {
    id,
    name,
    group: "printer",
    page: { width, height },
    label: { width, height },
    columns: 1,
    rows: 1,
    margin: { top: 0, left: 0 },
    pitch: { x: width, y: height },
    continuous,
  };
}

export const SHEET_PRESETS: readonly SheetPreset[] = [
  {
    id: "avery-l7160",
    name: msg`Avery L7160 (3 × 7, 63.5 × 38.1 mm)`,
    group: "a4",
    page: A4,
    label: { width: 63.5, height: 38.1 },
    columns: 3,
    rows: 7,
    margin: { top: 15.15, left: 7.21 },
    pitch: { x: 66.04, y: 38.1 },
  },
  {
    id: "avery-l7163",
    name: msg`Avery L7163 (2 × 7, 99.1 × 38.1 mm)`,
    group: "a4",
    page: A4,
    label: { width: 99.1, height: 38.1 },
    columns: 2,
    rows: 7,
    margin: { top: 15.15, left: 4.65 },
    pitch: { x: 101.6, y: 38.1 },
  },
  {
    id: "avery-5160",
    name: msg`Avery 5160 (3 × 10, 2⅝ × 1 in)`,
    group: "letter",
    page: LETTER,
    label: { width: 2.625 * INCH, height: 1 * INCH },
    columns: 3,
    rows: 10,
    margin: { top: 0.5 * INCH, left: 0.1875 * INCH },
    pitch: { x: 2.75 * INCH, y: 1 * INCH },
  },
  {
    id: "avery-5163",
    name: msg`Avery 5163 (2 × 5, 4 × 2 in)`,
    group: "letter",
    page: LETTER,
    label: { width: 4 * INCH, height: 2 * INCH },
    columns: 2,
    rows: 5,
    margin: { top: 0.5 * INCH, left: 0.15625 * INCH },
    pitch: { x: 4.1875 * INCH, y: 2 * INCH },
  },
  roll("tape-62", msg`62 mm continuous tape`, 62, 29, true),
  roll("label-29x90", msg`29 × 90 mm (address labels)`, 90, 29),
  roll("label-2x1in", msg`2 × 1 in`, 2 * INCH, 1 * INCH),
  roll("label-4x6in", msg`4 × 6 in (shipping labels)`, 4 * INCH, 6 * INCH),
];

export const presetById = (id: string): SheetPreset => SHEET_PRESETS.find((p) => p.id === id) ?? SHEET_PRESETS[0]!;

/** A continuous tape's preset with the chosen length; other presets as they are. */
export function withLength(preset: SheetPreset, length: number): SheetPreset {
  if (!preset.continuous) return preset;
  const height = Math.min(Math.max(length, 10), 1000);
  return {
    ...preset,
    page: { ...preset.page, height },
    label: { ...preset.label, height },
    pitch: { ...preset.pitch, y: height },
  };
}

export const labelsPerPage = (p: SheetPreset) => p.columns * p.rows;
