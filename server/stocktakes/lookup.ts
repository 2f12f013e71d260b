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
  archived: number;
}

const columns = ["e.id", "e.name", "e.asset_id", "e.resolved_location_id", "e.archived"] as const;
/** More entities than this sharing one code is no longer a scan's answer; the first of them by the rule below. */
const CANDIDATES = 50;

/**
 * The one a shared code names: unarchived before archived, then by name. Picked here rather than with ORDER BY,
 * which would make the database walk the group's name index instead of the code's own index.
 */
function pick<T extends { archived: number; name: string }>(rows: T[]): T | null {
  const sorted = rows.sort((a, b) => a.archived - b.archived || a.name.localeCompare(b.name));
  return sorted[0] ?? null;
}

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
    return pick(await entities.where("e.asset_id", "=", assetNumber(kind.assetId)).limit(CANDIDATES).execute());
  }
  const byField = await entities
    .innerJoin("entity_fields as f", "f.entity_id", "e.id")
    .where("f.name", "in", BARCODE_NAMES)
    .where("f.text_value", "=", kind.code)
    .limit(CANDIDATES)
    .execute();
  return pick(byField) ?? pick(await entities.where("e.serial_number", "=", kind.code).limit(CANDIDATES).execute());
}
