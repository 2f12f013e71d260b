import type { BarcodeShape, Symbology } from "./barcode-encode";

/**
 * Barcode shapes drawn by a few workers at once. bwip-js takes milliseconds of CPU per QR code (it
 * runs BWIPP's PostScript logic), so 300 labels on the page's own thread would freeze it for
 * seconds; the workers share the work across the cores the page leaves free, and the page stays
 * responsive while the preview fills in. Drawn codes are kept: a design change redraws only codes
 * it has not drawn before.
 *
 * Codes travel in small batches: the labels come back a batch per message, so the page renders once
 * per batch rather than once per code (300 renders compete with the workers for the same cores), and
 * an idle worker takes the next batch, so a worker that the system slows down does not hold the rest.
 * The drawn codes are a store of their own (useDrawnCode) rather than a query each: 300 query
 * observers made the preview's first render and every batch's slower (300-label preview, alternated
 * quick runs: 799-1,207 ms with queries, 770-997 with the store; median 1,044 -> 890).
 */
export type BarcodeJob = { id: number; kind: Symbology; text: string };
export type BarcodeResult = { id: number; shape?: BarcodeShape; error?: string };
/** A drawn code, or why it could not be drawn (the text does not fit the symbology). */
export type DrawnCode = { shape: BarcodeShape; error?: undefined } | { shape?: undefined; error: string };

const BATCH = 6;
/** Batches a worker holds at once: the next one is waiting while the page takes in the last. */
const IN_FLIGHT = 2;
/** Codes kept (a few KiB each); past it they are drawn again when asked for. */
const KEPT = 5000;

let workers: Worker[] | null = null;
const busy = new Map<Worker, number>();
const queue: BarcodeJob[] = [];
let sequence = 0;
let pumping = false;
/** The codes asked for, drawn or on their way, by key; the jobs' keys by job id. */
const asked = new Set<string>();
const pending = new Map<number, string>();
const drawn = new Map<string, DrawnCode>();
const listeners = new Set<() => void>();

const codeKey = (kind: Symbology, text: string) => `${kind}\u0000${text}`;

/**
 * The workers, started on first use (the designer's route loader, early-codes.ts): one core fewer than
 * the machine has, at least one, at most four. The page's own thread takes every batch in and renders
 * it, about half as much CPU as drawing the codes; with a worker on every core the three compete for
 * two cores, and each worker also compiles bwip-js for itself. On two cores the 300-label preview
 * took 958-1,000 ms with two workers and 867-869 ms with one (bench/browser-labels.ts).
 */
function barcodeWorkers(): Worker[] {
  if (workers) return workers;
  const size = Math.min(4, Math.max(1, (navigator.hardwareConcurrency || 2) - 1));
  workers = Array.from({ length: size }, () => {
    const worker = new Worker(new URL("./barcode-worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<BarcodeResult[]>) => {
      for (const { id, shape, error } of event.data) {
        const key = pending.get(id);
        pending.delete(id);
        if (key !== undefined) drawn.set(key, shape ? { shape } : { error: error ?? "The code could not be drawn." });
      }
      busy.set(worker, busy.get(worker)! - 1);
      pump();
      for (const listener of listeners) listener();
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

/** Asks the workers for a code unless it is drawn or on its way; its key in the drawn codes. */
export function requestCode(kind: Symbology, text: string): string {
  const key = codeKey(kind, text);
  if (asked.has(key)) return key;
  if (asked.size >= KEPT) {
    asked.clear();
    drawn.clear();
  }
  asked.add(key);
  const id = ++sequence;
  pending.set(id, key);
  queue.push({ id, kind, text });
  // The labels ask for their codes in one go: batch them once all have asked.
  if (!pumping) {
    pumping = true;
    queueMicrotask(() => {
      pumping = false;
      pump();
    });
  }
  return key;
}

/** The code as drawn so far (undefined while on its way); the listener hears of every batch drawn. */
export const drawnCode = (key: string): DrawnCode | undefined => drawn.get(key);

export function subscribeToDrawnCodes(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
