import type { Kysely } from "kysely";
import { formatAssetId, type LabelKind } from "../../contract";
import type { Database } from "../db/schema";
import { entityPath } from "../entities/path";
import { ApiError, notFound } from "../http/errors";

/** The entity a label is for, with what the label prints about it. */
export interface LabelTarget {
  id: string;
  name: string;
  assetId: string;
  /** Names from the root down to the entity's parent: where to find it. */
  locationPath: string[];
}

/** `000-042`, `000042`, `42`: digits with any dashes (Homebox strips them all; its own sheets print `000--042`). */
function assetNumber(raw: string): number {
  const digits = raw.replace(/-/g, "");
  const n = /^\d{1,9}$/.test(digits) ? Number(digits) : 0;
  if (n < 1) throw new ApiError(400, "The path parameter id must be an asset id such as 000-042.");
  return n;
}

/**
 * Finds the entity of `/v1/labelmaker/{kind}/{id}` in the caller's group: by UUID for item, entity and
 * location (any entity, as in Homebox), by asset id for asset (the first by name when several share it).
 * Another group's entity is a 404 like a missing one.
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
