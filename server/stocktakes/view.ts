import type { Kysely } from "kysely";
import { formatAssetId, type StocktakeOut } from "../../contract";
import type { Database } from "../db/schema";
import { countOf, nowState } from "./rules";
import { headerOf, scopeOf, type StocktakeRow } from "./store";

type Q = Kysely<Database>;
type Scan = Pick<Database["stocktake_scans"], "entity_id" | "code" | "outcome" | "count" | "by_id" | "by_name"> & {
  scanned_at: string;
};
type Current = Pick<Database["entities"], "id" | "name" | "asset_id" | "quantity" | "resolved_location_id">;

const CHUNK = 500;
const assetOf = (n: number | null) => (n ? formatAssetId(n) : null);

/** Rows of `ids` in chunks, so that 10,000 expected entities stay under every database's parameter limit. */
async function inChunks<T>(ids: readonly string[], load: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await load(ids.slice(i, i + CHUNK))));
  return out;
}

/**
 * The stock-take with its four lists: what was expected against what was scanned, each entity as it is now
 * (deleted or moved by someone else during the stock-take shows as such). With `limit` each list holds its
 * first `limit` entries, so that opening a stock-take of 10,000 expected sends a few hundred rows, not all.
 */
export async function stocktakeView(db: Q, groupId: string, row: StocktakeRow, limit?: number): Promise<StocktakeOut> {
  const [expected, changed, scans, kept] = await Promise.all([
    db
      .selectFrom("stocktake_expected")
      .select(["entity_id", "name", "asset_id", "quantity", "location_id"])
      .where("stocktake_id", "=", row.id)
      .execute(),
    // Only the expected entities that differ now from the snapshot (or are gone): 10,000 rows of which few
    // changed cost far less to hand over from the database than all of them beside their rows now.
    db
      .selectFrom("stocktake_expected as x")
      .leftJoin("entities as e", (j) => j.onRef("e.id", "=", "x.entity_id").on("e.group_id", "=", groupId))
      .select(["x.entity_id", "e.id", "e.name", "e.asset_id", "e.quantity", "e.resolved_location_id"])
      .where("x.stocktake_id", "=", row.id)
      .where((eb) =>
        eb.or([
          eb("e.id", "is", null),
          eb("e.name", "<>", eb.ref("x.name")),
          eb("e.asset_id", "is distinct from", eb.ref("x.asset_id")),
          eb("e.quantity", "<>", eb.ref("x.quantity")),
          eb("e.resolved_location_id", "is distinct from", eb.ref("x.location_id")),
        ]),
      )
      .execute(),
    db
      .selectFrom("stocktake_scans")
      .select(["entity_id", "code", "outcome", "count", "scanned_at", "by_id", "by_name"])
      .where("stocktake_id", "=", row.id)
      .orderBy("seq")
      .execute(),
    db.selectFrom("stocktake_kept").select("entity_id").where("stocktake_id", "=", row.id).execute(),
  ]);
  const keep = new Set(kept.map((k) => k.entity_id));
  // Each expected entity as it is now: as in the snapshot unless it changed since (absent once deleted).
  const current = new Map<string, Current>();
  for (const x of expected) {
    const now = { name: x.name, asset_id: x.asset_id, quantity: x.quantity, resolved_location_id: x.location_id };
    current.set(x.entity_id, { id: x.entity_id, ...now });
  }
  for (const e of changed) {
    if (e.id) current.set(e.id, { ...e, id: e.id, name: e.name ?? "", quantity: e.quantity ?? 0 });
    else current.delete(e.entity_id);
  }
  const byEntity = new Map<string, { first: Scan; last: Scan; all: Scan[] }>();
  for (const s of scans) {
    if (!s.entity_id) continue;
    const seen = byEntity.get(s.entity_id);
    if (seen) Object.assign(seen, { last: s }).all.push(s);
    else byEntity.set(s.entity_id, { first: s, last: s, all: [s] });
  }
  const others = [...byEntity.keys()].filter((id) => !current.has(id));
  for (const e of await inChunks(others, (chunk) =>
    db
      .selectFrom("entities")
      .select(["id", "name", "asset_id", "quantity", "resolved_location_id"])
      .where("group_id", "=", groupId)
      .where("id", "in", chunk)
      .execute(),
  ))
    current.set(e.id, e);
  const placeIds = new Set<string>();
  for (const e of expected) if (e.location_id) placeIds.add(e.location_id);
  for (const e of current.values()) if (e.resolved_location_id) placeIds.add(e.resolved_location_id);
  const places = new Map<string, { id: string; name: string }>();
  for (const p of await inChunks([...placeIds], (chunk) =>
    db.selectFrom("entities").select(["id", "name"]).where("group_id", "=", groupId).where("id", "in", chunk).execute(),
  ))
    places.set(p.id, p);
  const placeOf = (id: string | null | undefined) => (id ? (places.get(id) ?? null) : null);

  const scope = scopeOf(row);
  const inScope = (e: Current) =>
    scope.has(e.id) || (e.resolved_location_id !== null && scope.has(e.resolved_location_id));
  const expectedById = new Map(expected.map((e) => [e.entity_id, e]));
  const found: StocktakeOut["found"] = [];
  const unexpected: StocktakeOut["unexpected"] = [];
  for (const [entityId, { first, last, all }] of byEntity) {
    const now = current.get(entityId);
    const planned = expectedById.get(entityId);
    const shared = {
      entityId,
      name: now?.name ?? planned?.name ?? "",
      assetId: assetOf(now?.asset_id ?? planned?.asset_id ?? null),
      count: countOf(all),
      lastBy: { id: last.by_id, name: last.by_name },
      lastScannedAt: last.scanned_at,
    };
    if (first.outcome === "found") {
      // Found here, then moved away by someone else: the finish leaves it where it is now.
      const state = !now ? "deleted" : inScope(now) ? "unchanged" : "moved";
      const counted = all.length > 1 || all.some((s) => s.count !== null);
      found.push({ ...shared, expected: planned !== undefined, quantity: now?.quantity ?? null, counted, now: state });
    } else {
      // Unexpected, then put here by someone else: nothing is left for the finish to move.
      const state = !now ? "deleted" : inScope(now) ? "moved" : "unchanged";
      const recordedAt = placeOf(now?.resolved_location_id);
      unexpected.push({ ...shared, recordedAt, keep: keep.has(entityId), now: state });
    }
  }
  const cap = <T>(list: T[]) => (limit === undefined ? list : list.slice(0, limit));
  const notScanned = expected.filter((e) => !byEntity.has(e.entity_id));
  const missing: StocktakeOut["missing"] = cap(notScanned).map((e) => {
    const now = current.get(e.entity_id);
    const state = nowState(now && { resolvedLocationId: now.resolved_location_id }, e.location_id);
    return {
      entityId: e.entity_id,
      name: now?.name ?? e.name,
      assetId: assetOf(now?.asset_id ?? e.asset_id),
      quantity: e.quantity,
      recordedAt: placeOf(e.location_id),
      now: state,
      nowAt: state === "moved" ? placeOf(now?.resolved_location_id) : null,
    };
  });
  const unknown = unknownOf(scans);
  return {
    ...headerOf(row),
    expected: expected.length,
    counts: { found: found.length, missing: notScanned.length, unexpected: unexpected.length, unknown: unknown.length },
    found: cap(found),
    missing,
    unexpected: cap(unexpected),
    unknown: cap(unknown),
  };
}

/** Codes that matched nothing, one entry per code. */
function unknownOf(scans: readonly Scan[]): StocktakeOut["unknown"] {
  const byCode = new Map<string, StocktakeOut["unknown"][number]>();
  for (const s of scans) {
    if (s.outcome !== "unknown") continue;
    const code = s.code ?? "";
    const seen = byCode.get(code);
    byCode.set(code, {
      code,
      scans: (seen?.scans ?? 0) + 1,
      lastBy: { id: s.by_id, name: s.by_name },
      lastScannedAt: s.scanned_at,
    });
  }
  return [...byCode.values()];
}
