import type { Kysely } from "kysely";
import { formatAssetId, type ScanInput, type ScanResult } from "../../contract";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { inTransaction } from "../db/transaction";
import { requireOpen } from "./closed";
import { matchScan, type MatchedEntity } from "./lookup";
import { classifyScan, countOf } from "./rules";
import { scopeOf, stocktakeRow, type Person } from "./store";

type Q = Kysely<Database>;

/**
 * Records scans in order in one transaction, each at most once by its `scanId`: a scan is committed before it
 * is answered, and one sent again answers `duplicate` with what it did the first time.
 */
export function recordScans(db: Db, groupId: string, stocktakeId: string, by: Person, scans: readonly ScanInput[]) {
  return inTransaction(db, async (trx) => {
    // The row lock makes scans wait for a finish or cancel in progress (PostgreSQL; SQLite writes one at a time).
    const row = await stocktakeRow(trx, groupId, stocktakeId, db.dialect === "postgres");
    requireOpen(row);
    const scope = scopeOf(row);
    const results: ScanResult[] = [];
    for (const scan of scans) results.push(await recordOne(trx, groupId, stocktakeId, scope, by, scan));
    return results;
  });
}

async function recordOne(
  trx: Q,
  groupId: string,
  stocktakeId: string,
  scope: ReadonlySet<string>,
  by: Person,
  scan: ScanInput,
): Promise<ScanResult> {
  const earlier = await trx
    .selectFrom("stocktake_scans")
    .select(["outcome", "entity_id", "by_id", "by_name"])
    .where("stocktake_id", "=", stocktakeId)
    .where("scan_id", "=", scan.scanId)
    .executeTakeFirst();
  if (earlier) {
    const entity = earlier.entity_id ? await entityById(trx, groupId, earlier.entity_id) : null;
    const first = { id: earlier.by_id, name: earlier.by_name };
    return answer(trx, stocktakeId, { scanId: scan.scanId, by: first }, "duplicate", earlier.outcome, entity);
  }
  const entity = await matchScan(trx, groupId, scan);
  const prior = entity ? await scansOf(trx, stocktakeId, entity.id) : [];
  const expected =
    entity !== null &&
    prior.length === 0 &&
    (await trx
      .selectFrom("stocktake_expected")
      .select("entity_id")
      .where("stocktake_id", "=", stocktakeId)
      .where("entity_id", "=", entity.id)
      .executeTakeFirst()) !== undefined;
  // An entity keeps the outcome of its first scan, so that its scans never split between two lists.
  const outcome =
    prior[0]?.outcome ??
    classifyScan(entity && { id: entity.id, resolvedLocationId: entity.resolved_location_id }, expected, scope);
  await trx
    .insertInto("stocktake_scans")
    .values({
      stocktake_id: stocktakeId,
      scan_id: scan.scanId,
      code: scan.code ?? null,
      entity_id: entity?.id ?? null,
      outcome,
      count: scan.count ?? null,
      scanned_at: scan.scannedAt,
      by_id: by.id,
      by_name: by.name,
    })
    .execute();
  return answer(trx, stocktakeId, { scanId: scan.scanId, by }, outcome, outcome, entity);
}

const scansOf = (trx: Q, stocktakeId: string, entityId: string) =>
  trx
    .selectFrom("stocktake_scans")
    .select(["outcome", "count"])
    .where("stocktake_id", "=", stocktakeId)
    .where("entity_id", "=", entityId)
    .orderBy("seq")
    .execute();

const entityById = (trx: Q, groupId: string, id: string) =>
  trx
    .selectFrom("entities")
    .select(["id", "name", "asset_id", "resolved_location_id", "archived"])
    .where("group_id", "=", groupId)
    .where("id", "=", id)
    .executeTakeFirst()
    .then((e) => e ?? null);

async function answer(
  trx: Q,
  stocktakeId: string,
  { scanId, by }: { scanId: string; by: Person },
  outcome: ScanResult["outcome"],
  first: ScanResult["first"],
  entity: MatchedEntity | null,
): Promise<ScanResult> {
  if (!entity) return { scanId, outcome, first, entity: null, count: null, recordedAt: null, by };
  const where = first === "unexpected" && entity.resolved_location_id;
  const place = where
    ? await trx.selectFrom("entities").select(["id", "name"]).where("id", "=", where).executeTakeFirst()
    : undefined;
  return {
    scanId,
    outcome,
    first,
    entity: {
      entityId: entity.id,
      name: entity.name,
      assetId: entity.asset_id ? formatAssetId(entity.asset_id) : null,
    },
    count: countOf(await scansOf(trx, stocktakeId, entity.id)),
    recordedAt: place ?? null,
    by,
  };
}
