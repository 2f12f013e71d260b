import type { Reminder } from "./reminders";

export interface OpenCheckout {
  id: string;
  entityName: string;
  toName: string;
  /** `YYYY-MM-DD`; check-outs without a due date are never reminded of. */
  due: string;
}

/**
 * A check-out is reminded of twice at most: on its due day, and once the day after when it is still out.
 * Each key names the check-out and which reminder, so each goes out once per notifier (docs/notifications.md).
 */
export function lendingReminders(today: string, checkouts: readonly OpenCheckout[]): Reminder[] {
  return checkouts
    .filter((c) => c.due !== "" && c.due <= today)
    .map((c) =>
      c.due === today
        ? { key: `checkout:${c.id}:due`, line: `Due back today: ${c.entityName} (lent to ${c.toName})` }
        : {
            key: `checkout:${c.id}:overdue`,
            line: `Overdue since ${c.due}: ${c.entityName} (lent to ${c.toName})`,
          },
    );
}
