import type { Kysely } from "kysely";
import type { ReminderSettings } from "../../contract";
import type { Database } from "../db/schema";

type Q = Kysely<Database>;

/** A group that never saved its settings is reminded of warranties 30 days ahead. */
export const DEFAULT_WARRANTY_DAYS = 30;

export async function reminderSettings(db: Q, groupId: string): Promise<ReminderSettings> {
  const row = await db
    .selectFrom("reminder_settings")
    .select("warranty_days")
    .where("group_id", "=", groupId)
    .executeTakeFirst();
  return { warrantyDays: row?.warranty_days ?? DEFAULT_WARRANTY_DAYS };
}

export async function saveReminderSettings(db: Q, groupId: string, s: ReminderSettings): Promise<ReminderSettings> {
  const now = new Date().toISOString();
  await db
    .insertInto("reminder_settings")
    .values({ group_id: groupId, warranty_days: s.warrantyDays, updated_at: now })
    .onConflict((oc) => oc.column("group_id").doUpdateSet({ warranty_days: s.warrantyDays, updated_at: now }))
    .execute();
  return s;
}
