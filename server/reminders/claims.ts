import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

type Q = Kysely<Database>;

/** A reminder that failed is tried again on later runs, up to this many sends in all. */
export const MAX_SENDS = 3;

/**
 * Takes the right to send one reminder to one notifier: the primary key lets exactly one process insert
 * the row, and the conditional update lets one retake a failed send. True when this caller sends.
 */
export async function claim(db: Q, notifierId: string, key: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto("reminder_claims")
    .values({
      notifier_id: notifierId,
      reminder_key: key,
      status: "sending",
      attempts: 1,
      claimed_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(["notifier_id", "reminder_key"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const retaken = await db
    .updateTable("reminder_claims")
    .set((eb) => ({ status: "sending", attempts: eb("attempts", "+", 1), claimed_at: now.toISOString() }))
    .where("notifier_id", "=", notifierId)
    .where("reminder_key", "=", key)
    .where("status", "=", "failed")
    .where("attempts", "<", MAX_SENDS)
    .executeTakeFirst();
  return Number(retaken.numUpdatedRows) === 1;
}

export async function settle(db: Q, notifierId: string, keys: readonly string[], sent: boolean) {
  if (keys.length === 0) return;
  await db
    .updateTable("reminder_claims")
    .set({ status: sent ? "sent" : "failed" })
    .where("notifier_id", "=", notifierId)
    .where("reminder_key", "in", keys)
    .execute();
}
