/// <reference lib="webworker" />
import { barcodeSvg, type Symbology } from "./barcode-encode";

/** One code per message: `{id, kind, text}` in, `{id, svg}` or `{id, error}` out. */
self.onmessage = (event: MessageEvent<{ id: number; kind: Symbology; text: string }>) => {
  const { id, kind, text } = event.data;
  try {
    self.postMessage({ id, svg: barcodeSvg(kind, text) });
  } catch (err) {
    self.postMessage({ id, error: String(err) });
  }
};
