import type { Db } from "../db/database";
import { lendingReminders } from "../domain/lending-reminders";
import { addDays, dueReminders, localDate, type Reminder } from "../domain/reminders";
import { recordDelivery } from "../notifiers/store";
import type { Notifications } from "../notifiers/notifications";
import { lowStockReminders } from "../low-stock/reminders";
import { claim, settle } from "./claims";
import { reminderSettings } from "./settings";

export interface ReminderScheduler {
  /** One run: sends what is due now and not yet sent; resolves with the number of messages sent. */
  tick(): Promise<number>;
  start(): void;
  stop(): void;
}

/** Sends due reminders every `intervalMs`; the claim table decides which process sends each (docs/notifications.md). */
export function reminderScheduler(opts: {
  db: Db;
  notifications: Notifications;
  now?: () => Date;
  intervalMs: number;
}): ReminderScheduler {
  const { db, notifications: n } = opts;
  const now = opts.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function remindersOf(groupId: string, today: string): Promise<Reminder[]> {
    const { warrantyDays } = await reminderSettings(db.kysely, groupId);
    const maintenance = await db.kysely
      .selectFrom("maintenance_entries as m")
      .innerJoin("entities as e", "e.id", "m.entity_id")
      .select(["m.id", "m.name", "e.name as entityName", "m.scheduled_date as scheduledDate"])
      .where("m.group_id", "=", groupId)
      .where("m.completed_date", "=", "")
      .where("m.scheduled_date", "!=", "")
      .where("m.scheduled_date", "<=", today)
      .where("e.archived", "=", 0)
      .orderBy("m.scheduled_date")
      .execute();
    const warranties = await db.kysely
      .selectFrom("entities")
      .select(["id as entityId", "name as entityName", "warranty_expires as warrantyExpires"])
      .where("group_id", "=", groupId)
      .where("warranty_expires", ">=", today)
      .where("warranty_expires", "<=", addDays(today, warrantyDays))
      .where("lifetime_warranty", "=", 0)
      .where("archived", "=", 0)
      .where("sold_date", "=", "")
      .orderBy("warranty_expires")
      .execute();
    const lent = await db.kysely
      .selectFrom("checkouts as c")
      .innerJoin("entities as e", "e.id", "c.entity_id")
      .select(["c.id", "e.name as entityName", "c.to_name as toName", "c.due"])
      .where("c.group_id", "=", groupId)
      .where("c.returned_at", "is", null)
      .where("c.due", "!=", "")
      .where("c.due", "<=", today)
      .orderBy("c.due")
      .execute();
    return [
      ...dueReminders(today, warrantyDays, maintenance, warranties),
      ...lendingReminders(today, lent),
      ...(await lowStockReminders(db.kysely, groupId)),
    ];
  }

  async function run(): Promise<number> {
    const at = now();
    const today = localDate(at);
    const notifiers = await db.kysely.selectFrom("notifiers").selectAll().where("is_active", "=", 1).execute();
    const byGroup = new Map<string, typeof notifiers>();
    for (const r of notifiers) byGroup.set(r.group_id, [...(byGroup.get(r.group_id) ?? []), r]);
    let sent = 0;
    for (const [groupId, targets] of byGroup) {
      const reminders = await remindersOf(groupId, today);
      if (reminders.length === 0) continue;
      for (const target of targets) {
        const mine: Reminder[] = [];
        for (const r of reminders) if (await claim(db.kysely, target.id, r.key, at)) mine.push(r);
        if (mine.length === 0) continue;
        const url = n.secret.open(target.id, target.url);
        const message = { title: `Inventory reminders for ${today}`, body: mine.map((r) => `- ${r.line}`).join("\n") };
        const error = url instanceof Error ? url.message : await n.send(url, message);
        await settle(
          db.kysely,
          target.id,
          mine.map((r) => r.key),
          error === undefined,
        );
        await recordDelivery(db, target.id, error, now());
        if (error === undefined) sent++;
      }
    }
    return sent;
  }

  return {
    // Runs never overlap within a process: a slow delivery makes the next tick wait for it.
    tick() {
      const next = (running ?? Promise.resolve(0)).catch(() => 0).then(run);
      running = next;
      return next;
    },
    start() {
      if (timer || opts.intervalMs <= 0) return;
      const loop = () => {
        this.tick().catch((err: unknown) => {
          // The message of a database error; never a notifier URL (deliveries report their own errors).
          console.warn("[reminders] a run failed:", err instanceof Error ? err.message : "unknown error");
        });
      };
      loop();
      timer = setInterval(loop, opts.intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
