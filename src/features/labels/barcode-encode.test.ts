import sharp from "sharp";
import { expect, it } from "vitest";
import { decodeBarcode } from "../../../test/support/decode-barcode";
import { drawCode, type BarcodeShape, type Symbology } from "./barcode-encode";

/** The shape as the preview draws it (inline SVG), rasterised at `width` px by librsvg. */
function png(shape: BarcodeShape, width: number, height: number): Promise<Buffer> {
  const paths = shape.paths.map(
    (p) =>
      `<path d="${p.d}"${p.stroke ? ` stroke="${p.stroke}"` : ""}${p.strokeWidth ? ` stroke-width="${p.strokeWidth}"` : ""}${p.fillRule ? ` fill-rule="${p.fillRule}"` : ""}/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${shape.viewBox}" preserveAspectRatio="none">${paths.join("")}</svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: "#fff" }).png().toBuffer();
}

const LINK = "https://inventory.example/entities/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";

it.each<[Symbology, string, number, number]>([
  ["qr", LINK, 400, 400],
  ["qr", "Kellerregal 3 – Schraubenkiste ü€", 400, 400],
  ["qr", "000-042", 400, 400],
  ["datamatrix", LINK, 400, 400],
  ["code128", "000-042", 600, 120],
])("draws %s codes that scan to their text: %s", async (kind, text, width, height) => {
  const { shape, error } = drawCode(kind, text);
  expect(error).toBeUndefined();
  expect((await decodeBarcode(await png(shape!, width, height))).text).toBe(text);
});

it("says which text does not fit its code rather than drawing it", () => {
  expect(drawCode("qr", "x".repeat(2332)).error).toMatch(/capacity/i);
  expect(drawCode("datamatrix", "x".repeat(3000)).error).toBeDefined();
  // The largest a QR code at error correction M holds: 2331 bytes.
  expect(drawCode("qr", "x".repeat(2331)).shape).toBeDefined();
});
