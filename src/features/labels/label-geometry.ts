import type { CodeKind } from "./label-design";

/** A rectangle inside a label, mm from its top-left corner. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a label's code and text go, and the text sizes, in mm: one layout for screen, print and PDF. */
export interface LabelGeometry {
  code: Box | null;
  text: Box;
  /** Font size of the name; the other lines use `smallSize`. */
  nameSize: number;
  smallSize: number;
}

/** 1 pt in mm: font sizes are kept in mm so the PDF and CSS agree. */
export const PT = 25.4 / 72;

/**
 * A square code sits left on a wide label and on top of a tall one, a Code 128 across the bottom; the
 * padding keeps clear of the die-cut edge, where sheets often print a little off.
 */
export function labelGeometry(width: number, height: number, code: CodeKind, hasCode: boolean): LabelGeometry {
  const pad = Math.min(3, Math.max(1.5, Math.min(width, height) * 0.07));
  const inner = { width: width - 2 * pad, height: height - 2 * pad };
  const nameSize = Math.min(14 * PT, Math.max(6 * PT, height * 0.11));
  const sizes = { nameSize, smallSize: nameSize * 0.8 };
  if (!hasCode || code === "none") return { code: null, text: { x: pad, y: pad, ...inner }, ...sizes };
  const gap = pad;
  if (code === "code128") {
    const barHeight = Math.min(inner.height * 0.45, 20);
    return {
      code: { x: pad, y: pad + inner.height - barHeight, width: inner.width, height: barHeight },
      text: { x: pad, y: pad, width: inner.width, height: inner.height - barHeight - gap },
      ...sizes,
    };
  }
  if (height > width * 1.2) {
    const side = Math.min(inner.width, inner.height * 0.6);
    return {
      code: { x: pad + (inner.width - side) / 2, y: pad, width: side, height: side },
      text: { x: pad, y: pad + side + gap, width: inner.width, height: inner.height - side - gap },
      ...sizes,
    };
  }
  const side = Math.min(inner.height, inner.width * 0.5);
  return {
    code: { x: pad, y: pad + (inner.height - side) / 2, width: side, height: side },
    text: { x: pad + side + gap, y: pad, width: inner.width - side - gap, height: inner.height },
    ...sizes,
  };
}
