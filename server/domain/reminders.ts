/** One thing to remind a group of, with the key that makes it go out once per notifier. */
export interface Reminder {
  key: string;
  line: string;
}

export interface OpenMaintenance {
  id: string;
  name: string;
  entityName: string;
  scheduledDate: string;
}

export interface WarrantyCandidate {
  entityId: string;
  entityName: string;
  warrantyExpires: string;
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The calendar date the clock shows in the service's time zone (TZ). */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What is due on `today`; the key holds the date, so no reminder is ever sent twice (docs/notifications.md). */
export function dueReminders(
  today: string,
  warrantyDays: number,
  maintenance: readonly OpenMaintenance[],
  warranties: readonly WarrantyCandidate[],
): Reminder[] {
  const due = maintenance
    .filter((m) => m.scheduledDate !== "" && m.scheduledDate <= today)
    .map((m) => ({
      key: `maintenance:${m.id}:${m.scheduledDate}`,
      line:
        m.scheduledDate === today
          ? `Maintenance due today: ${m.name} (${m.entityName})`
          : `Maintenance overdue since ${m.scheduledDate}: ${m.name} (${m.entityName})`,
    }));
  const last = addDays(today, warrantyDays);
  const expiring = warranties
    .filter((w) => w.warrantyExpires !== "" && w.warrantyExpires >= today && w.warrantyExpires <= last)
    .map((w) => ({
      key: `warranty:${w.entityId}:${w.warrantyExpires}`,
      line: `Warranty of ${w.entityName} expires on ${w.warrantyExpires}`,
    }));
  return [...due, ...expiring];
}
