/// <reference lib="webworker" />
import { barcodeShape, type Symbology } from "./barcode-encode";
import type { BarcodeJob, BarcodeResult } from "./barcode-pool";

/** A few codes per message: jobs `{id, kind, text}` in, one `{id, shape}` or `{id, error}` each out. */
self.onmessage = (event: MessageEvent<BarcodeJob[]>) => {
  const results = event.data.map(({ id, kind, text }): BarcodeResult => {
    try {
      return { id, shape: barcodeShape(kind as Symbology, text) };
    } catch (err) {
      return { id, error: String(err) };
    }
  });
  self.postMessage(results);
};
