import zxing from "@zxing/library";
import finderModule from "@zxing/library/cjs/core/qrcode/detector/FinderPatternFinder.js";
import sharp from "sharp";
import { chooseCornersByRightAngle } from "../../src/features/scan/camera/finder-patterns";

// @zxing/library is CommonJS without named ESM exports; the default import works in Node and Vitest alike.
const { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } = zxing;
// Corners chosen as the app's camera decoder chooses them. Node hands a CommonJS module's default export
// over as `.default`, a bundler as the value itself.
const FinderPatternFinder = (finderModule as unknown as { default?: typeof finderModule }).default ?? finderModule;
chooseCornersByRightAngle({ FinderPatternFinder, NotFoundException: zxing.NotFoundException });

/** A rectangle of an image in pixels. */
export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Decoded {
  text: string;
  format: "QR_CODE" | "DATA_MATRIX" | "CODE_128" | string;
}

/** zxing-js misses some sharp QR codes at 10+ px per module; a scanner's camera sees 2–6. */
const SCALES = [1, 0.5, 0.25];

/**
 * Reads the one barcode in a PNG (or in a region of it), the way a scanner would: the image flattened
 * onto white, turned to grey, binarised and decoded by zxing (QR, Data Matrix, Code 128), at full size
 * and, if that fails, at half and quarter size (as a camera further away). The codes carry checksums,
 * so a read is right or absent. Throws when nothing decodes, so a test that expects a code fails loudly.
 */
export async function decodeBarcode(image: Buffer, region?: Region): Promise<Decoded> {
  let base = sharp(image).flatten({ background: "#ffffff" });
  if (region) base = base.extract(roundRegion(region));
  const cut = await base.png().toBuffer({ resolveWithObject: true });
  let lastError: unknown;
  for (const scale of SCALES) {
    const width = Math.round(cut.info.width * scale);
    if (width < 60 && scale < 1) break;
    try {
      return await decodeAt(cut.data, width);
    } catch (err) {
      lastError = err;
    }
  }
  // zxing's detector misjudges the module size of some perfectly sharp QR codes (about 1 in 400 of the
  // app's entity links: "Dimensions could be not found" or a checksum error), which PURE_BARCODE reads
  // from the grid itself. It needs the image (or region) to hold the code alone, with its quiet zone.
  try {
    return await decodeAt(cut.data, cut.info.width, true);
  } catch {
    throw lastError;
  }
}

async function decodeAt(png: Buffer, width: number, pure = false): Promise<Decoded> {
  // A margin of white around the cut-out gives the code the quiet zone a scanner needs.
  const { data, info } = await sharp(png)
    .resize({ width })
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grey = info.channels === 1 ? data : takeFirstChannel(data, info.channels);
  const source = new RGBLuminanceSource(new Uint8ClampedArray(grey), info.width, info.height);
  const hints = new Map<number, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE, BarcodeFormat.DATA_MATRIX, BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
    ...(pure ? [[DecodeHintType.PURE_BARCODE, true] as [number, unknown]] : []),
  ]);
  const result = new MultiFormatReader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints as never);
  return { text: result.getText(), format: BarcodeFormat[result.getBarcodeFormat()] ?? "unknown" };
}

function roundRegion(r: Region): Region {
  return { left: Math.round(r.left), top: Math.round(r.top), width: Math.round(r.width), height: Math.round(r.height) };
}

function takeFirstChannel(data: Buffer, channels: number): Buffer {
  const out = Buffer.alloc(data.length / channels);
  for (let i = 0; i < out.length; i++) out[i] = data[i * channels]!;
  return out;
}
