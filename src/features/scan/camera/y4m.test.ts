import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from "@zxing/library";
import { describe, expect, it } from "vitest";
import { ean13CheckDigit, ean13Modules, encodeY4m, renderEan13 } from "../../../../e2e/support/y4m";

/** Decodes a luma plane the way the camera path does (zxing, EAN hints), in node. */
function decode(y: Uint8Array, width: number, height: number) {
  const reader = new MultiFormatReader();
  reader.setHints(new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.EAN_13]]]));
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(new Uint8ClampedArray(y), width, height)));
  return reader.decode(bitmap);
}

describe("EAN-13 fake camera video", () => {
  it("computes check digits", () => {
    expect(ean13CheckDigit("400638133393")).toBe(1);
    expect(ean13CheckDigit("590123412345")).toBe(7);
  });

  it("draws the known module pattern of 5901234123457", () => {
    const m = ean13Modules("5901234123457");
    expect(m).toHaveLength(95);
    expect(m.slice(0, 3)).toBe("101");
    expect(m.slice(45, 50)).toBe("01010");
    // 9 with parity L (first digit 5: LGGLLG) is 0001011; 0 with G is 0100111.
    expect(m.slice(3, 17)).toBe("00010110100111");
    expect(() => ean13Modules("5901234123450")).toThrow(/check digit/);
  });

  it("writes a Y4M stream whose frame zxing decodes back to the code", () => {
    for (const code of ["4006381333931", "5901234123457", "3017620422003"]) {
      const frame = renderEan13(code);
      const video = encodeY4m(frame, 2);
      const header = `YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg\n`;
      expect(video.subarray(0, header.length).toString("ascii")).toBe(header);
      const frameStart = header.length + "FRAME\n".length;
      const y = video.subarray(frameStart, frameStart + 640 * 480);
      expect(video.length).toBe(header.length + 2 * ("FRAME\n".length + 640 * 480 * 1.5));
      const result = decode(y, 640, 480);
      expect(result.getText()).toBe(code);
      expect(result.getBarcodeFormat()).toBe(BarcodeFormat.EAN_13);
    }
  });
});
