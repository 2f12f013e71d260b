import type { Kysely } from "kysely";
import { assetNumber, classifyScanCode } from "../../contract";
import type { Database } from "../db/schema";

type Q = Kysely<Database>;

/** The Barcode field's name as people type it (the scan panel matches it case-insensitively). */
const BARCODE_NAMES = ["Barcode", "barcode", "BARCODE"];

export interface MatchedEntity {
  id: string;
  name: string;
  asset_id: number | null;
  resolved_location_id: string | null;
}

const columns = ["e.id", "e.name", "e.asset_id", "e.resolved_location_id"] as const;

/**
 * The group's entity a scan names: by id, else by its code read as the scan panel reads it (asset id,
 * label link, then a Barcode field or serial number). Another group's entity is no match: it reveals nothing.
 */
export async function matchScan(db: Q, groupId: string, scan: { code?: string; entityId?: string }) {
  const entities = db.selectFrom("entities as e").select(columns).where("e.group_id", "=", groupId);
  if (scan.entityId) return (await entities.where("e.id", "=", scan.entityId).executeTakeFirst()) ?? null;
  const kind = classifyScanCode(scan.code ?? "");
  if (kind.kind === "entity") return (await entities.where("e.id", "=", kind.id).executeTakeFirst()) ?? null;
  if (kind.kind === "asset") {
    const byAsset = entities.where("e.asset_id", "=", assetNumber(kind.assetId));
    return (await byAsset.orderBy("e.archived").orderBy("e.name").limit(1).executeTakeFirst()) ?? null;
  }
  const byField = await entities
    .innerJoin("entity_fields as f", "f.entity_id", "e.id")
    .where("f.name", "in", BARCODE_NAMES)
    .where("f.text_value", "=", kind.code)
    .orderBy("e.archived")
    .orderBy("e.name")
    .limit(1)
    .executeTakeFirst();
  if (byField) return byField;
  const bySerial = entities.where("e.serial_number", "=", kind.code);
  return (await bySerial.orderBy("e.archived").orderBy("e.name").limit(1).executeTakeFirst()) ?? null;
}
