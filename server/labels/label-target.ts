import type { Kysely } from "kysely";
import { assetNumber, formatAssetId, type LabelKind } from "../../contract";
import type { Database } from "../db/schema";
import { entityPath } from "../entities/path";
import { notFound } from "../domain/errors";

/** The entity a label is for, with what the label prints about it. */
export interface LabelTarget {
  id: string;
  name: string;
  assetId: string;
  /** Names from the root down to the entity's parent: where to find it. */
  locationPath: string[];
}

/**
 * The entity of `/v1/labelmaker/{kind}/{id}` in the caller's group, by UUID or, for `asset`, by asset id (the
 * first by name when several share it); another group's entity is a 404 like a missing one.
 */
export async function findLabelTarget(
  db: Kysely<Database>,
  groupId: string,
  kind: LabelKind,
  id: string,
): Promise<LabelTarget> {
  const query = db.selectFrom("entities").select(["id", "name", "asset_id"]).where("group_id", "=", groupId);
  const row = await (
    kind === "asset"
      ? query.where("asset_id", "=", assetNumber(id)).orderBy("name").orderBy("id").limit(1)
      : query.where("id", "=", id)
  ).executeTakeFirst();
  if (!row) throw notFound(kind === "asset" ? "asset id" : "entity");
  const path = await entityPath(db, groupId, row.id);
  return {
    id: row.id,
    name: row.name,
    assetId: formatAssetId(row.asset_id),
    locationPath: path.slice(0, -1).map((p) => p.name),
  };
}
