import { useSyncExternalStore } from "react";
import type { Symbology } from "./barcode-encode";
import { drawnCode, requestCode, subscribeToDrawnCodes, type DrawnCode } from "./barcode-pool";

/**
 * A label's code from the barcode workers: undefined until drawn, then its shape or why it does not
 * fit. Asking is idempotent (a code is drawn once for every label that shows it), so it happens as
 * the label renders, with the codes of the route's loader already on their way (early-codes.ts).
 */
export function useDrawnCode(kind: Symbology, text: string): DrawnCode | undefined {
  const key = requestCode(kind, text);
  return useSyncExternalStore(subscribeToDrawnCodes, () => drawnCode(key));
}
