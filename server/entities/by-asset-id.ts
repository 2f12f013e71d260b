import { sql, type Kysely } from "kysely";
import { assetNumber, type AssetPage } from "../../contract";
import type { Database } from "../db/schema";
import { listItems } from "./list";
import { summaryColumns } from "./output";

/**
 * `GET /v1/assets/{assetId}`: what a scanned Homebox label opens. As in Homebox every entity with the asset
 * id counts, archived ones and locations too (asset ids are not unique), by name; rows as the list's.
 */
export async function entitiesByAssetId(
  db: Kysely<Database>,
  groupId: string,
  assetId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<AssetPage> {
  const matching = db
    .selectFrom("entities as e")
    .where("e.group_id", "=", groupId)
    .where("e.asset_id", "=", assetNumber(assetId));
  const [rows, count] = await Promise.all([
    matching
      .innerJoin("entity_types as t", "t.id", "e.entity_type_id")
      .select(summaryColumns)
      .select("t.is_location")
      .orderBy(sql`lower(e.name)`)
      .orderBy("e.id")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    matching.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { items: await listItems(db, groupId, rows), page, pageSize, total: Number(count.n) };
}
