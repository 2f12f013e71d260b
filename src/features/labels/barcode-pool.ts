import type { BarcodeShape, Symbology } from "./barcode-encode";

/**
 * Barcode shapes drawn by a few workers at once. bwip-js takes milliseconds of CPU per QR code (it
 * runs BWIPP's PostScript logic), so 300 labels on the page's own thread would freeze it for
 * seconds; the workers share the work across the cores the page leaves free, and the page stays
 * responsive while the preview fills in. Results are cached: a design change redraws only codes it has not drawn before.
 *
 * Codes travel in small batches: the labels come back a batch per message, so the page renders once
 * per batch rather than once per code (300 renders compete with the workers for the same cores), and
 * an idle worker takes the next batch, so a worker that the system slows down does not hold the rest.
 */
export type BarcodeJob = { id: number; kind: Symbology; text: string };
export type BarcodeResult = { id: number; shape?: BarcodeShape; error?: string };
type Pending = { resolve: (shape: BarcodeShape) => void; reject: (error: Error) => void };

const BATCH = 6;
/** Batches a worker holds at once: the next one is waiting while the page takes in the last. */
const IN_FLIGHT = 2;

let workers: Worker[] | null = null;
const busy = new Map<Worker, number>();
const queue: BarcodeJob[] = [];
let sequence = 0;
let pumping = false;
const pending = new Map<number, Pending>();
const cache = new Map<string, Promise<BarcodeShape>>();

/**
 * The workers, started on first use (as a visit to the designer begins, routes.tsx): one core fewer than
 * the machine has, at least one, at most four. The page's own thread takes every batch in and renders
 * it, about half as much CPU as drawing the codes; with a worker on every core the three compete for
 * two cores, and each worker also compiles bwip-js for itself. On two cores the 300-label preview
 * took 958-1,000 ms with two workers and 867-869 ms with one (bench/browser-labels.ts).
 */
export function barcodeWorkers(): Worker[] {
  if (workers) return workers;
  const size = Math.min(4, Math.max(1, (navigator.hardwareConcurrency || 2) - 1));
  workers = Array.from({ length: size }, () => {
    const worker = new Worker(new URL("./barcode-worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<BarcodeResult[]>) => {
      for (const { id, shape, error } of event.data) {
        const job = pending.get(id);
        pending.delete(id);
        if (shape) job?.resolve(shape);
        else job?.reject(new Error(error ?? "The code could not be drawn."));
      }
      busy.set(worker, busy.get(worker)! - 1);
      pump();
    };
    busy.set(worker, 0);
    return worker;
  });
  return workers;
}

function pump() {
  for (const worker of barcodeWorkers()) {
    while (busy.get(worker)! < IN_FLIGHT && queue.length > 0) {
      worker.postMessage(queue.splice(0, BATCH));
      busy.set(worker, busy.get(worker)! + 1);
    }
  }
}

/** The code's shape (viewBox and paths); rejects when the text does not fit the symbology. */
export function barcodeShapeOf(kind: Symbology, text: string): Promise<BarcodeShape> {
  const key = `${kind}\u0000${text}`;
  let result = cache.get(key);
  if (!result) {
    result = new Promise<BarcodeShape>((resolve, reject) => {
      const id = ++sequence;
      pending.set(id, { resolve, reject });
      queue.push({ id, kind, text });
      // The labels ask for their codes in one go: batch them once all have asked.
      if (!pumping) {
        pumping = true;
        queueMicrotask(() => {
          pumping = false;
          pump();
        });
      }
    });
    if (cache.size > 5000) cache.clear();
    cache.set(key, result);
  }
  return result;
}
