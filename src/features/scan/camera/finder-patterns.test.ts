import zxing from "@zxing/library";
import finderModule from "@zxing/library/cjs/core/qrcode/detector/FinderPatternFinder.js";
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { chooseCornersByRightAngle, rightAngleTriple, type FinderCandidate } from "./finder-patterns";

const { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } = zxing;
const FinderPatternFinder = (finderModule as unknown as { default?: typeof finderModule }).default ?? finderModule;

const at = (x: number, y: number, size = 7): FinderCandidate & { name: string } => ({
  name: `${x},${y}`,
  getX: () => x,
  getY: () => y,
  getEstimatedModuleSize: () => size,
});

/** Frames of the fake camera's label video (640 × 480 luma) that zxing-js 0.23 reads nothing from. */
const FRAMES = {
  "look-alike-corner.png": "http://127.0.0.1:7811/entities/09821e6b-f9e5-40b3-9138-55878bb4d7d2",
  "hidden-corner.png": "http://127.0.0.1:7811/entities/1399810c-a539-4b4b-b878-26d52d32877d",
};

/** One decode of a frame as the camera path does it (QR among the scan formats, TRY_HARDER). */
async function decodeFrame(file: string): Promise<string | null> {
  const png = readFileSync(new URL(`../../../../test/fixtures/qr-look-alikes/${file}`, import.meta.url));
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const source = new RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height);
  const hints = new Map<number, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE, BarcodeFormat.DATA_MATRIX, BarcodeFormat.EAN_13]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  try {
    return new MultiFormatReader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints as never).getText();
  } catch {
    return null;
  }
}

describe("QR corner choice", () => {
  it("takes the three corners, not a look-alike seen more often nor one of another size", () => {
    const corners = [at(87, 135), at(294, 135), at(87, 343)];
    const lookAlike = at(104, 267, 8);
    const small = at(300, 340, 3);
    const chosen = rightAngleTriple([lookAlike, corners[0]!, small, corners[1]!, corners[2]!]);
    expect(chosen?.map((c) => c.name).sort()).toEqual(corners.map((c) => c.name).sort());
  });

  it("finds no corners among fewer than three candidates or of too different sizes", () => {
    expect(rightAngleTriple([at(0, 0), at(10, 0)])).toBeNull();
    expect(rightAngleTriple([at(0, 0, 2), at(10, 0, 5), at(0, 10, 9)])).toBeNull();
  });

  // The library's own choice first (the frames are read only with the replacement), then the app's.
  it("reads the label frames that zxing's own choice cannot", async () => {
    for (const file of Object.keys(FRAMES)) expect(await decodeFrame(file), file).toBeNull();
    chooseCornersByRightAngle({ FinderPatternFinder, NotFoundException: zxing.NotFoundException });
    for (const [file, text] of Object.entries(FRAMES)) expect(await decodeFrame(file), file).toBe(text);
  });
});
