/** Everything that touches @zxing, loaded by `import()` when a camera opens so the decoder is its own chunk. */
import { BarcodeFormat, BrowserMultiFormatReader, type IScannerControls } from "@zxing/browser";
import { DecodeHintType, NotFoundException } from "@zxing/library";
// Not in the package's index: the QR detector's corner finder, whose choice finder-patterns.ts replaces.
import FinderPatternFinder from "@zxing/library/esm/core/qrcode/detector/FinderPatternFinder";
import { chooseCornersByRightAngle } from "./finder-patterns";

chooseCornersByRightAngle({ FinderPatternFinder, NotFoundException });

/** The symbologies of retail goods, shipping labels and our own labels (QR, Data Matrix). */
export const SCAN_FORMATS = [
  BarcodeFormat.EAN_13,
  BarcodeFormat.EAN_8,
  BarcodeFormat.UPC_A,
  BarcodeFormat.UPC_E,
  BarcodeFormat.CODE_128,
  BarcodeFormat.CODE_39,
  BarcodeFormat.QR_CODE,
  BarcodeFormat.DATA_MATRIX,
];

/**
 * Decodes `stream` every 100 ms, as zxing's 500 ms default feels sluggish; the caller stops the stream.
 * The controls have `switchTorch` when the camera's track has a torch.
 */
export function startDecoder(
  stream: MediaStream,
  video: HTMLVideoElement,
  onCode: (text: string) => void,
): Promise<IScannerControls> {
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, SCAN_FORMATS],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new BrowserMultiFormatReader(hints, { delayBetweenScanAttempts: 100, delayBetweenScanSuccess: 300 });
  return reader.decodeFromStream(stream, video, (result) => {
    if (result) onCode(result.getText());
  });
}
