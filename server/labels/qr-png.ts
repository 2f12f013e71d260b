import encodeQR from "qr";
import { loadSharp } from "../images/load-sharp";

/** The text does not fit the largest QR code (version 40) at the error correction asked for. */
export class QrTooLongError extends Error {}

export interface QrOptions {
  /** Pixels per module; whole pixels, so the modules stay sharp and the PNG needs no resampling. */
  scale: number;
  /** Quiet zone in modules (the QR specification asks for 4). */
  quietZone: number;
}

/**
 * A QR code's modules, dark ones true, without a quiet zone; error correction M (15 % of the symbol
 * may be damaged: a scuffed label still scans). `qr` picks the smallest version that holds the text.
 */
export function qrModules(text: string): boolean[][] {
  let rows: boolean[][];
  try {
    rows = encodeQR(text, "raw", { ecc: "medium", border: 1 });
  } catch (err) {
    if (/Capacity overflow/i.test(String(err))) throw new QrTooLongError(String(err));
    throw err;
  }
  // `qr` always draws a quiet zone of one module at least: modulesPng draws its own.
  return rows.slice(1, -1).map((row) => row.slice(1, -1));
}

/** Modules as a black-on-white greyscale PNG, `scale` pixels a module, with a quiet zone of `quietZone` modules. */
export async function modulesPng(rows: boolean[][], { scale, quietZone }: QrOptions): Promise<Buffer> {
  const size = (rows.length + 2 * quietZone) * scale;
  const pixels = Buffer.alloc(size * size, 255);
  rows.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      const left = (x + quietZone) * scale;
      for (let top = (y + quietZone) * scale, i = 0; i < scale; i++) {
        pixels.fill(0, (top + i) * size + left, (top + i) * size + left + scale);
      }
    }),
  );
  const sharp = await loadSharp();
  return sharp(pixels, { raw: { width: size, height: size, channels: 1 } })
    .png()
    .toBuffer();
}

/** A QR code of `text` as PNG; QrTooLongError when it does not fit. */
export const qrPng = (text: string, options: QrOptions): Promise<Buffer> => modulesPng(qrModules(text), options);
