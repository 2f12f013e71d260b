import type { StocktakeOut } from "../../../contract/stocktake";
import { learnedCodes, predictScan, type Predicted, type ViewIndex } from "./local-match";
import type { QueuedScan } from "./scan-queue";

export interface Counts {
  expected: number;
  found: number;
  missing: number;
  unexpected: number;
  unknown: number;
  notSent: number;
}

/** A queued scan with what it is expected to be, for the "not yet sent" list. */
export type PendingRow = { scanId: string; label: string; predicted: Predicted };

/**
 * The counts as the screen shows them: the service's view plus the scans still queued, each matched against
 * that view, so an entity scanned offline leaves "missing" at once and is counted only once however often
 * it was scanned.
 */
export function overlay(view: StocktakeOut, index: ViewIndex, queued: readonly QueuedScan[]) {
  const found = new Set(view.found.map((e) => e.entityId));
  const unexpected = new Set(view.unexpected.map((e) => e.entityId));
  const unknown = new Set(view.unknown.map((u) => u.code));
  const rows: PendingRow[] = [];
  for (const q of queued) {
    const predicted = predictScan(index, learnedCodes, q.scan);
    if (predicted.outcome === "found") found.add(predicted.entityId);
    if (predicted.outcome === "unexpected") unexpected.add(predicted.entityId);
    if (predicted.outcome === "unknown") unknown.add(predicted.code);
    const label = "name" in predicted ? predicted.name : (q.scan.code ?? "");
    rows.push({ scanId: q.scan.scanId, label, predicted });
  }
  const foundExpected = view.missing.filter((e) => found.has(e.entityId)).length;
  const counts: Counts = {
    expected: view.expected,
    found: view.found.length + foundExpected,
    missing: view.missing.length - foundExpected,
    unexpected: unexpected.size,
    unknown: unknown.size,
    notSent: queued.length,
  };
  return { counts, rows, pendingFound: found };
}
