import { sql, type Kysely } from "kysely";
import { ASSET_ID_MAX } from "../../contract";
import type { Database } from "../db/schema";
import type { Outcome } from "../domain/outcome";

/**
 * The asset id a new entity gets when the body has none (docs/api.md, "Asset ids"): one more than the
 * group's highest, or, once that would leave the accepted range (1…ASSET_ID_MAX), the lowest free id.
 * Every id handed out reads back as a valid `assetId`. The caller serialises creates per group.
 */
export async function nextAssetId(db: Kysely<Database>, groupId: string): Promise<Outcome<number>> {
  const row = await db
    .selectFrom("entities")
    .select((eb) => eb.fn.max("asset_id").as("max"))
    .where("group_id", "=", groupId)
    .executeTakeFirst();
  const next = Number(row?.max ?? 0) + 1;
  if (next <= ASSET_ID_MAX) return { ok: next };
  const { rows } = await sql<{ free: number | null }>`
    SELECT CASE
      WHEN NOT EXISTS (SELECT 1 FROM entities WHERE group_id = ${groupId} AND asset_id = 1) THEN 1
      ELSE (SELECT MIN(a.asset_id) + 1 FROM entities a
        WHERE a.group_id = ${groupId} AND a.asset_id >= 1 AND a.asset_id < ${ASSET_ID_MAX}
          AND NOT EXISTS (SELECT 1 FROM entities b WHERE b.group_id = ${groupId} AND b.asset_id = a.asset_id + 1))
    END AS free`.execute(db);
  const free = rows[0]?.free;
  if (free == null) return { errors: { assetId: `every asset id up to ${ASSET_ID_MAX} is taken; give one yourself` } };
  return { ok: Number(free) };
}
