/**
 * Everything that touches @zxing: imported only with `import()` when a camera opens, so the decoder
 * (a few hundred kB) is a chunk of its own that the rest of the app never loads.
 */
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

export interface DecoderHandle {
  stop(): void;
  /** Present when the camera's track has a torch. */
  setTorch?: (on: boolean) => Promise<void>;
}

/**
 * Decodes continuously from `stream` into `video`, 100 ms between attempts (zxing's 500 ms default
 * feels sluggish at a desk). The caller owns the stream and stops its tracks.
 */
export async function startDecoder(
  stream: MediaStream,
  video: HTMLVideoElement,
  onCode: (text: string) => void,
): Promise<DecoderHandle> {
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, SCAN_FORMATS],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new BrowserMultiFormatReader(hints, { delayBetweenScanAttempts: 100, delayBetweenScanSuccess: 300 });
  const controls: IScannerControls = await reader.decodeFromStream(stream, video, (result) => {
    if (result) onCode(result.getText());
  });
  return {
    stop: () => controls.stop(),
    setTorch: controls.switchTorch ? (on) => controls.switchTorch!(on) : undefined,
  };
}
