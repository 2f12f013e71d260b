import type bwipjs from "bwip-js/node";

/** The text does not fit the largest QR code (version 40) at the error correction asked for. */
export class QrTooLongError extends Error {}

export interface QrOptions {
  /** Pixels per module; whole pixels, so the modules stay sharp and the PNG needs no resampling. */
  scale: number;
  /** Quiet zone in modules (the QR specification asks for 4). */
  quietZone: number;
}

// bwip-js (BWIPP's PostScript compiled to JavaScript) is loaded with the first code: some 8 MiB that an
// idle service should not hold.
let encoder: Promise<typeof bwipjs> | undefined;

/**
 * A black-on-white QR code as PNG, error correction M (15 % of the symbol may be damaged: a scuffed
 * label still scans). bwip-js picks the smallest version and the densest mode for the text.
 */
export async function qrPng(text: string, { scale, quietZone }: QrOptions): Promise<Buffer> {
  encoder ??= import("bwip-js/node").then((module) => module.default);
  const bwip = await encoder;
  try {
    return await bwip.toBuffer({
      bcid: "qrcode",
      text,
      eclevel: "M",
      scale,
      padding: quietZone * scale,
      backgroundcolor: "FFFFFF",
    } as bwipjs.RenderOptions);
  } catch (err) {
    // BWIPP names this failure "…NoValidSymbol: Maximum length exceeded or invalid content".
    if (/NoValidSymbol|Maximum length/i.test(String(err))) throw new QrTooLongError(String(err));
    throw err;
  }
}
