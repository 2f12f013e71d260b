import type { Symbology } from "./barcode-encode";

/**
 * Barcode images drawn by a few workers at once. bwip-js takes milliseconds of CPU per QR code (it
 * runs BWIPP's PostScript logic), so 300 labels on the page's own thread would freeze it for
 * seconds; the workers share the work across cores and the page stays responsive while the preview
 * fills in. Results are cached: a design change redraws only codes it has not drawn before.
 */
type Pending = { resolve: (svgUrl: string) => void; reject: (error: Error) => void };

let workers: Worker[] | null = null;
let next = 0;
let sequence = 0;
const pending = new Map<number, Pending>();
const cache = new Map<string, Promise<string>>();

function pool(): Worker[] {
  if (workers) return workers;
  const size = Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2));
  workers = Array.from({ length: size }, () => {
    const worker = new Worker(new URL("./barcode-worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<{ id: number; svg?: string; error?: string }>) => {
      const { id, svg, error } = event.data;
      const job = pending.get(id);
      pending.delete(id);
      if (svg !== undefined) job?.resolve(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      else job?.reject(new Error(error ?? "The code could not be drawn."));
    };
    return worker;
  });
  return workers;
}

/** The code as an SVG data URL; rejects when the text does not fit the symbology. */
export function barcodeSvgUrl(kind: Symbology, text: string): Promise<string> {
  const key = `${kind}\u0000${text}`;
  let result = cache.get(key);
  if (!result) {
    result = new Promise<string>((resolve, reject) => {
      const id = ++sequence;
      pending.set(id, { resolve, reject });
      const all = pool();
      all[next++ % all.length]!.postMessage({ id, kind, text });
    });
    if (cache.size > 5000) cache.clear();
    cache.set(key, result);
  }
  return result;
}
