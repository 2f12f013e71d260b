/**
 * QR from the fast `qr` package so the preview can draw hundreds as it renders; Data Matrix and Code 128 from
 * bwip-js by named imports, keeping its other symbologies out of the bundle (docs/decisions/020-label-codes.md).
 */
import { code128, datamatrix, drawingSVG, type RenderOptions } from "bwip-js/browser";
import encodeQR from "qr";
import type { CodeKind } from "./label-design";

export type Symbology = Exclude<CodeKind, "none">;

/** One `<path>` of a code's SVG: filled modules, or stroked bars (bwip-js draws Code 128 so). */
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

/** A drawn code, or why it could not be drawn (the text does not fit the symbology). */
export type DrawnCode = { shape: BarcodeShape; error?: undefined } | { shape?: undefined; error: string };

/**
 * A QR code's modules, dark ones true, without a quiet zone (the label's padding gives it). Error
 * correction M, as the service's own QR codes: a scuffed label still scans.
 */
export function qrModules(text: string): boolean[][] {
  // `qr` always adds a quiet zone of at least one module: it is cut off here.
  const rows = encodeQR(text, "raw", { ecc: "medium", border: 1 });
  return rows.slice(1, -1).map((row) => row.slice(1, -1));
}

/** The QR code as one path: a rectangle for every run of dark modules in a row. */
function qrShape(text: string): BarcodeShape {
  const rows = qrModules(text);
  let d = "";
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      d += `M${start} ${y}h${x + 1 - start}v1h${start - x - 1}z`;
    }
  });
  return { viewBox: `0 0 ${rows.length} ${rows.length}`, paths: [{ d }] };
}

const BWIP_ENCODERS = { datamatrix, code128 } as const;

function bwipOptions(kind: "datamatrix" | "code128", text: string): RenderOptions {
  return kind === "datamatrix" ? { bcid: "datamatrix", text } : { bcid: "code128", text, height: 10 };
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The code's viewBox and paths, read from bwip-js's SVG (no text is drawn in it: the options ask for none). */
function bwipShape(kind: "datamatrix" | "code128", text: string): BarcodeShape {
  const svg = BWIP_ENCODERS[kind](bwipOptions(kind, text), drawingSVG()) as string;
  const paths = (svg.match(/<path [^>]*>/g) ?? []).map((tag) => ({
    d: attribute(tag, "d") ?? "",
    stroke: attribute(tag, "stroke"),
    strokeWidth: attribute(tag, "stroke-width"),
    fillRule: attribute(tag, "fill-rule") === "evenodd" ? ("evenodd" as const) : undefined,
  }));
  return { viewBox: attribute(svg.slice(0, svg.indexOf(">")), "viewBox") ?? "0 0 0 0", paths };
}

/** The code's shape, or the library's reason when the text does not fit the symbology. */
export function drawCode(kind: Symbology, text: string): DrawnCode {
  try {
    return { shape: kind === "qr" ? qrShape(text) : bwipShape(kind, text) };
  } catch (err) {
    return { error: String(err) };
  }
}

/** Draws the code with whole pixels per module for the PDF, which takes images; throws when it does not fit. */
export function barcodeCanvas(kind: Symbology, text: string, scale: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  if (kind !== "qr") {
    BWIP_ENCODERS[kind](canvas, { ...bwipOptions(kind, text), scale });
    return canvas;
  }
  const rows = qrModules(text);
  canvas.width = canvas.height = rows.length * scale;
  const context = canvas.getContext("2d")!;
  rows.forEach((row, y) => row.forEach((dark, x) => dark && context.fillRect(x * scale, y * scale, scale, scale)));
  return canvas;
}
