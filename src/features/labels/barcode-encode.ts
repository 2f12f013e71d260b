/**
 * The one place bwip-js is used: QR (error correction M, as the service's own QR codes), Data Matrix
 * and Code 128, by named imports so the rest of BWIPP stays out of the bundle. It runs in the barcode
 * workers (barcode-worker.ts) for the preview and on the page only when a PDF is made.
 */
import { code128, datamatrix, drawingSVG, qrcode, type RenderOptions } from "bwip-js/browser";
import type { CodeKind } from "./label-design";

export type Symbology = Exclude<CodeKind, "none">;

const ENCODERS = { qr: qrcode, datamatrix, code128 } as const;

function options(kind: Symbology, text: string): RenderOptions {
  if (kind === "qr") return { bcid: "qrcode", text, eclevel: "M" } as RenderOptions;
  if (kind === "datamatrix") return { bcid: "datamatrix", text };
  return { bcid: "code128", text, height: 10 };
}

/**
 * The code as SVG (vector: sharp at any print resolution). Code 128 stretches to the box it is drawn
 * in; the square codes keep their shape. Throws when the text does not fit the symbology.
 */
export function barcodeSvg(kind: Symbology, text: string): string {
  const svg = ENCODERS[kind](options(kind, text), drawingSVG()) as string;
  return kind === "code128" ? svg.replace("<svg ", '<svg preserveAspectRatio="none" ') : svg;
}

/** The code drawn on a canvas with whole pixels per module (for the PDF, which takes images). */
export function barcodeCanvas(kind: Symbology, text: string, scale: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  ENCODERS[kind](canvas, { ...options(kind, text), scale });
  return canvas;
}
