import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

type Q = Kysely<Database>;
const DAY_MS = 86_400_000;

export async function historyKeepDays(db: Q, groupId: string): Promise<number | null> {
  const row = await db.selectFrom("groups").select("history_keep_days").where("id", "=", groupId).executeTakeFirst();
  return row?.history_keep_days ?? null;
}

export async function setHistoryKeepDays(db: Q, groupId: string, keepDays: number | null) {
  await db.updateTable("groups").set({ history_keep_days: keepDays }).where("id", "=", groupId).execute();
}

/** Deletes each group's changes older than it keeps (groups without a setting keep everything); returns the count. */
export async function pruneHistory(db: Q, now = Date.now()): Promise<number> {
  const groups = await db
    .selectFrom("groups")
    .select(["id", "history_keep_days"])
    .where("history_keep_days", "is not", null)
    .execute();
  let pruned = 0;
  for (const g of groups) {
    const before = new Date(now - (g.history_keep_days ?? 0) * DAY_MS).toISOString();
    const res = await db
      .deleteFrom("entity_changes")
      .where("group_id", "=", g.id)
      .where("at", "<", before)
      .executeTakeFirst();
    pruned += Number(res.numDeletedRows);
  }
  return pruned;
}
