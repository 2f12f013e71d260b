import { describe, expect, it } from "vitest";
import { layoutLabels } from "./sheet-layout";
import { presetById, SHEET_PRESETS, withLength } from "./sheet-presets";

describe("sheet presets", () => {
  it("fill their page exactly: margins, labels and gaps add up to the page size", () => {
    for (const p of SHEET_PRESETS.filter((s) => s.group !== "printer")) {
      const across = 2 * p.margin.left + (p.columns - 1) * p.pitch.x + p.label.width;
      const down = 2 * p.margin.top + (p.rows - 1) * p.pitch.y + p.label.height;
      expect(across, p.id).toBeCloseTo(p.page.width, 1);
      expect(down, p.id).toBeCloseTo(p.page.height, 1);
    }
  });

  it("give a continuous tape the chosen length, within 10 mm … 1 m", () => {
    const tape = presetById("tape-62");
    expect(withLength(tape, 40).label).toEqual({ width: 62, height: 40 });
    expect(withLength(tape, 2).page.height).toBe(10);
    expect(withLength(presetById("avery-l7160"), 40).label.height).toBe(38.1);
  });
});

describe("layoutLabels", () => {
  const l7160 = presetById("avery-l7160");

  it("places labels row by row and starts a new sheet after 21", () => {
    const pages = layoutLabels(l7160, 23);
    expect(pages.map((p) => p.length)).toEqual([21, 2]);
    expect(pages[0]![1]).toMatchObject({ position: 2, x: 7.21 + 66.04, y: 15.15 });
    expect(pages[0]![3]).toMatchObject({ position: 4, x: 7.21, y: 15.15 + 38.1 });
    expect(pages[1]![0]).toMatchObject({ index: 21, position: 1, x: 7.21, y: 15.15 });
  });

  it("starts a partly used sheet at the first free position", () => {
    const pages = layoutLabels(l7160, 3, 20);
    expect(pages[0]!.map((l) => l.position)).toEqual([20, 21]);
    expect(pages[1]!.map((l) => [l.index, l.position])).toEqual([[2, 1]]);
    expect(layoutLabels(l7160, 1, 99)[0]![0]!.position).toBe(21);
    expect(layoutLabels(l7160, 1, -3)[0]![0]!.position).toBe(1);
  });

  it("puts one label on each page of a label printer", () => {
    const pages = layoutLabels(presetById("label-2x1in"), 3, 5);
    expect(pages.map((p) => p.map((l) => [l.x, l.y]))).toEqual([[[0, 0]], [[0, 0]], [[0, 0]]]);
  });
});
