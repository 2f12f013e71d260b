/**
 * Barcode images from bwip-js, imported only by the labels page's chunk (the route is lazy), so no
 * other page loads the generator. Named imports of the three symbologies keep the rest of BWIPP out.
 */
import { code128, datamatrix, drawingSVG, qrcode, type RenderOptions } from "bwip-js/browser";
import type { CodeKind } from "./label-design";

type Symbology = Exclude<CodeKind, "none">;

const ENCODERS = { qr: qrcode, datamatrix, code128 } as const;

/** bwip-js options for each symbology; QR at error correction M, as the service's own QR codes. */
function options(kind: Symbology, text: string): RenderOptions {
  if (kind === "qr") return { bcid: "qrcode", text, eclevel: "M" } as RenderOptions;
  if (kind === "datamatrix") return { bcid: "datamatrix", text };
  return { bcid: "code128", text, height: 10 };
}

const svgCache = new Map<string, string>();

/**
 * The code as an SVG data URL (vector: sharp at any print resolution). Code 128 stretches to the box it
 * is drawn in; the square codes keep their shape. Cached, so a design change redraws only new codes.
 * Throws when the text cannot be encoded (too long for the symbology).
 */
export function barcodeSvgUrl(kind: Symbology, text: string): string {
  const key = `${kind}\u0000${text}`;
  let url = svgCache.get(key);
  if (url === undefined) {
    let svg = ENCODERS[kind](options(kind, text), drawingSVG()) as string;
    if (kind === "code128") svg = svg.replace("<svg ", '<svg preserveAspectRatio="none" ');
    url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    if (svgCache.size > 2000) svgCache.clear();
    svgCache.set(key, url);
  }
  return url;
}

/** The code drawn on a canvas with whole pixels per module (for the PDF, which takes images). */
export function barcodeCanvas(kind: Symbology, text: string, scale: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  ENCODERS[kind](canvas, { ...options(kind, text), scale });
  return canvas;
}
