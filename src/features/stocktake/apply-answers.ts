import type { ScanInput, ScanResult, StocktakeOut } from "../../../contract/stocktake";

type Answer = { scan: ScanInput; result: ScanResult };
type View = StocktakeOut;

/**
 * The view with this tab's answered scans applied, as the service would now show it; null when an answer
 * cannot be placed from the view at hand (an entity beyond a shortened list, or moved meanwhile), and only
 * the service's view can tell. Saves refetching 10,000 entries after every scan.
 */
export function applyAnswers(view: View, answered: readonly Answer[]): View | null {
  let next: View | null = view;
  for (const answer of answered) {
    if (!next) return null;
    next = applyOne(next, answer);
  }
  return next;
}

/** A list holds every entry when its length is the count the service gave for it. */
const complete = (view: View, list: "found" | "unexpected" | "unknown") => view[list].length === view.counts[list];

function applyOne(view: View, { scan, result }: Answer): View | null {
  if (result.outcome === "duplicate") return view;
  const last = { lastBy: result.by, lastScannedAt: scan.scannedAt };
  if (result.outcome === "unknown") {
    const code = scan.code ?? "";
    const seen = view.unknown.find((u) => u.code === code);
    if (seen)
      return { ...view, unknown: view.unknown.map((u) => (u === seen ? { ...u, ...last, scans: u.scans + 1 } : u)) };
    if (!complete(view, "unknown")) return null;
    const unknown = [...view.unknown, { code, scans: 1, ...last }];
    return { ...view, unknown, counts: { ...view.counts, unknown: unknown.length } };
  }
  const entity = result.entity;
  if (!entity || result.count === null) return null;
  const named = { entityId: entity.entityId, name: entity.name, assetId: entity.assetId };
  const again = { ...named, ...last, count: result.count };
  if (result.outcome === "unexpected") {
    if (view.unexpected.some((u) => u.entityId === entity.entityId))
      return {
        ...view,
        unexpected: view.unexpected.map((u) => (u.entityId === entity.entityId ? { ...u, ...again } : u)),
      };
    if (!complete(view, "unexpected")) return null;
    const entry = { ...again, recordedAt: result.recordedAt, keep: false, now: "unchanged" as const };
    const unexpected = [...view.unexpected, entry];
    return { ...view, unexpected, counts: { ...view.counts, unexpected: unexpected.length } };
  }
  // Found: scanned again (now counted), or leaving the missing list.
  if (view.found.some((f) => f.entityId === entity.entityId))
    return {
      ...view,
      found: view.found.map((f) => (f.entityId === entity.entityId ? { ...f, ...again, counted: true } : f)),
    };
  const missing = view.missing.find((m) => m.entityId === entity.entityId);
  if (!missing || missing.now !== "unchanged") return null;
  const counted = scan.count !== undefined;
  const entry = { ...again, expected: true, quantity: missing.quantity, counted, now: "unchanged" as const };
  return {
    ...view,
    // Appended only when the shortened list would show it: the service lists found entities in scan order.
    found: complete(view, "found") ? [...view.found, entry] : view.found,
    missing: view.missing.filter((m) => m !== missing),
    counts: { ...view.counts, found: view.counts.found + 1, missing: view.counts.missing - 1 },
  };
}

/** The view with one unexpected entity marked to stay where it belongs (or not). */
export const withKept = (view: View, entityId: string, keep: boolean): View => ({
  ...view,
  unexpected: view.unexpected.map((u) => (u.entityId === entityId ? { ...u, keep } : u)),
});
