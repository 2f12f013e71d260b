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

/** One `<path>` of a code's SVG, with the attributes bwip-js gives it (fill for 2D codes, stroke for bars). */
export interface BarcodePath {
  d: string;
  stroke?: string;
  strokeWidth?: string;
  fillRule?: "evenodd";
}

/** A code as plain data, for the preview to draw as inline SVG (an `<img>` of an SVG costs a document each). */
export interface BarcodeShape {
  viewBox: string;
  paths: BarcodePath[];
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The code's viewBox and paths, read from bwip-js's SVG (no text is drawn in it: the options ask for none). */
export function barcodeShape(kind: Symbology, text: string): BarcodeShape {
  const svg = barcodeSvg(kind, text);
  const paths = (svg.match(/<path [^>]*>/g) ?? []).map((tag) => ({
    d: attribute(tag, "d") ?? "",
    stroke: attribute(tag, "stroke"),
    strokeWidth: attribute(tag, "stroke-width"),
    fillRule: attribute(tag, "fill-rule") === "evenodd" ? ("evenodd" as const) : undefined,
  }));
  return { viewBox: attribute(svg.slice(0, svg.indexOf(">")), "viewBox") ?? "0 0 0 0", paths };
}

/** The code drawn on a canvas with whole pixels per module (for the PDF, which takes images). */
export function barcodeCanvas(kind: Symbology, text: string, scale: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  ENCODERS[kind](canvas, { ...options(kind, text), scale });
  return canvas;
}
