import type { Kysely } from "kysely";
import { formatAssetId, type ExpectedEntities } from "../../contract";
import type { Database } from "../db/schema";

/**
 * GET /v1/stocktakes/{id}/expected: the entities expected when the stock-take began, as recorded then. It never
 * changes, so a client fetches it once and matches scans against it offline while the view's lists stay short.
 */
export async function expectedEntities(db: Kysely<Database>, stocktakeId: string): Promise<ExpectedEntities> {
  const rows = await db
    .selectFrom("stocktake_expected")
    .select(["entity_id", "name", "asset_id"])
    .where("stocktake_id", "=", stocktakeId)
    .execute();
  return {
    entities: rows.map((r) => ({
      entityId: r.entity_id,
      name: r.name,
      assetId: r.asset_id ? formatAssetId(r.asset_id) : null,
    })),
  };
}
