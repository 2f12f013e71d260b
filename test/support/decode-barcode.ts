import zxing from "@zxing/library";
import sharp from "sharp";

// @zxing/library is CommonJS without named ESM exports; the default import works in Node and Vitest alike.
const { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } = zxing;

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

/**
 * Reads the one barcode in a PNG (or in a region of it), the way a scanner would: the image flattened
 * onto white, turned to grey, binarised and decoded by zxing (QR, Data Matrix, Code 128). Throws when
 * nothing decodes, so a test that expects a code fails loudly.
 */
export async function decodeBarcode(image: Buffer, region?: Region): Promise<Decoded> {
  let pipeline = sharp(image).flatten({ background: "#ffffff" });
  if (region) pipeline = pipeline.extract(roundRegion(region));
  // A margin of white around the cut-out gives the code the quiet zone a scanner needs.
  const { data, info } = await pipeline
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grey = info.channels === 1 ? data : takeFirstChannel(data, info.channels);
  const source = new RGBLuminanceSource(new Uint8ClampedArray(grey), info.width, info.height);
  const reader = new MultiFormatReader();
  const hints = new Map<number, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE, BarcodeFormat.DATA_MATRIX, BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const result = reader.decode(new BinaryBitmap(new HybridBinarizer(source)), hints as never);
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
