import type { StocktakeOut } from "../../../contract/stocktake";
import { learnedCodes, predictScan, type Predicted, type ViewIndex } from "./local-match";
import type { QueuedScan } from "./stocktake-db";

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
 * The counts as the screen shows them: the service's counts plus the scans still queued, each matched against
 * the view, so an entity scanned offline leaves "missing" at once and is counted only once however often it was
 * scanned. An entity the view's shortened lists do not name is taken as not yet seen (exact while they are whole).
 */
export function overlay(view: StocktakeOut, index: ViewIndex, queued: readonly QueuedScan[]) {
  const seen = {
    found: new Set(view.found.map((e) => e.entityId)),
    unexpected: new Set(view.unexpected.map((e) => e.entityId)),
    unknown: new Set(view.unknown.map((u) => u.code)),
  };
  const added = { found: new Set<string>(), unexpected: new Set<string>(), unknown: new Set<string>() };
  const rows: PendingRow[] = [];
  for (const q of queued) {
    const predicted = predictScan(index, learnedCodes, q.scan);
    const key = "entityId" in predicted ? predicted.entityId : predicted.code;
    if (predicted.outcome !== "pending" && !seen[predicted.outcome].has(key)) added[predicted.outcome].add(key);
    const label = "name" in predicted ? predicted.name : (q.scan.code ?? "");
    rows.push({ scanId: q.scan.scanId, label, predicted });
  }
  const counts: Counts = {
    expected: view.expected,
    found: view.counts.found + added.found.size,
    missing: view.counts.missing - added.found.size,
    unexpected: view.counts.unexpected + added.unexpected.size,
    unknown: view.counts.unknown + added.unknown.size,
    notSent: queued.length,
  };
  return { counts, rows, pendingFound: added.found };
}
