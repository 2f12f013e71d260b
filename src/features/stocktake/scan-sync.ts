import { ApiError } from "../../api/api-error";
import { call } from "../../api/client";
import { SCAN_BATCH_MAX, stocktakeEndpoints, type ScanInput, type ScanResult } from "../../../contract/stocktake";
import { scanQueue } from "./scan-queue";

/** How a send of the queue ended: all sent, the service out of reach, or refused (a closed stock-take: 409). */
export type SyncEnd = { state: "sent" } | { state: "offline" } | { state: "refused"; error: ApiError };

/** Each sent scan beside the service's answer for it. */
export type Answered = { scan: ScanInput; result: ScanResult }[];
type OnAnswers = (answered: Answered) => void;

const running = new Map<string, Promise<SyncEnd>>();

/**
 * Sends the stock-take's queue in order, in batches of at most SCAN_BATCH_MAX, and removes each batch only
 * after its answer. One send per stock-take at a time in this tab; another tab sending the same scans is
 * harmless, since the service answers a repeated scanId `duplicate` and writes nothing.
 */
export function sendQueue(stocktakeId: string, onResults: OnAnswers): Promise<SyncEnd> {
  const current = running.get(stocktakeId);
  if (current) return current.then(() => sendQueue(stocktakeId, onResults));
  const run = drain(stocktakeId, onResults).finally(() => running.delete(stocktakeId));
  running.set(stocktakeId, run);
  return run;
}

async function drain(stocktakeId: string, onResults: OnAnswers): Promise<SyncEnd> {
  for (;;) {
    const batch = await scanQueue.list(stocktakeId, SCAN_BATCH_MAX);
    if (batch.length === 0) return { state: "sent" };
    let results: ScanResult[];
    try {
      ({ results } = await call(stocktakeEndpoints.scanBatch, {
        params: { id: stocktakeId },
        body: { scans: batch.map((q) => q.scan) },
      }));
    } catch (error) {
      // Only an answer of the service refuses; a failed fetch means it is out of reach and the queue waits.
      if (error instanceof ApiError && error.status < 500) return { state: "refused", error };
      return { state: "offline" };
    }
    await scanQueue.remove(batch.map((q) => q.n!));
    onResults(results.map((result, i) => ({ scan: batch[i]!.scan, result })));
  }
}
