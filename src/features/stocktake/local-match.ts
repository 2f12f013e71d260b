import { classifyScanCode } from "../../../contract/scan-code";
import type { ExpectedEntities, ScanInput, StocktakeOut } from "../../../contract/stocktake";

/** What a scan not yet answered by the service is expected to be; "pending" when only the service can tell. */
export type Predicted =
  | { outcome: "found" | "unexpected"; entityId: string; name: string }
  | { outcome: "unknown" | "pending"; code: string };

/** Product codes this tab has seen answered, by entity id: matches them offline too (the view carries no barcodes). */
export const learnedCodes = new Map<string, string>();

export interface ViewIndex {
  /** Each entity the view names, with whether a scan of it is found (expected or found) or unexpected. */
  byId: Map<string, { name: string; outcome: "found" | "unexpected" }>;
  byAsset: Map<string, string>;
  unknownCodes: Set<string>;
}

/**
 * Built once per view, so that matching a scan at 10,000 expected entities is a map look-up. The view's lists
 * may be short (`limit`): `expected` names every expected entity, each found when scanned unless the view
 * says it was unexpected.
 */
export function indexView(view: StocktakeOut, expected?: ExpectedEntities): ViewIndex {
  const byId: ViewIndex["byId"] = new Map();
  const byAsset = new Map<string, string>();
  const add = (e: { entityId: string; name: string; assetId: string | null }, outcome: "found" | "unexpected") => {
    byId.set(e.entityId, { name: e.name, outcome });
    if (e.assetId) byAsset.set(e.assetId, e.entityId);
  };
  for (const e of expected?.entities ?? []) add(e, "found");
  for (const e of view.missing) add(e, "found");
  for (const e of view.found) add(e, "found");
  for (const e of view.unexpected) add(e, "unexpected");
  return { byId, byAsset, unknownCodes: new Set(view.unknown.map((u) => u.code)) };
}

/**
 * Matches a scan against the last known view: asset ids and label links by the view's entities, product
 * codes only by what this browser learned from earlier answers (`learned`: code → entity id), since the view
 * carries no barcodes.
 */
export function predictScan(index: ViewIndex, learned: ReadonlyMap<string, string>, scan: ScanInput): Predicted {
  const code = scan.code ?? "";
  let entityId = scan.entityId;
  if (!entityId && code) {
    const kind = classifyScanCode(code);
    if (kind.kind === "asset") entityId = index.byAsset.get(kind.assetId);
    else if (kind.kind === "entity") entityId = kind.id;
    else entityId = learned.get(kind.code);
  }
  const known = entityId ? index.byId.get(entityId) : undefined;
  if (entityId && known) return { outcome: known.outcome, entityId, name: known.name };
  if (!entityId && index.unknownCodes.has(code)) return { outcome: "unknown", code };
  return { outcome: "pending", code };
}
