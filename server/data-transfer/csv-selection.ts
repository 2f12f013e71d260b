import type { Kysely } from "kysely";
import type { Selection } from "../../contract";
import { missingIds, refusal } from "../bulk/rules";
import { targetIds } from "../bulk/targets";
import type { Database } from "../db/schema";

/**
 * The ids of a selection to export, as a bulk action reads them: the ids as sent, or what the filter matches
 * now. Ids of no entity of the group refuse the export (404 listing them), as they refuse a bulk action.
 */
export async function selectedIds(db: Kysely<Database>, groupId: string, selection: Selection) {
  const ids = await targetIds(db, groupId, selection);
  if (!selection.ids) return ids;
  const found = await db
    .selectFrom("entities")
    .select("id")
    .where("group_id", "=", groupId)
    .where("id", "in", ids)
    .execute();
  const refused = refusal(missingIds(ids, new Set(found.map((f) => f.id))));
  if (refused) throw refused;
  return ids;
}
