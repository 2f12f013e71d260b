import type { RepeatUnit } from "../../contract/maintenance";

/** The last year the API stores (contract/common.ts, isoDatePart: years 0001–9999). */
const LAST_YEAR = 9999;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** A UTC day from its parts; setUTCFullYear, unlike Date.UTC, does not read years below 100 as 19xx. */
function utcDay(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

/**
 * The day `every` units after `date` (`YYYY-MM-DD`): a month or year later keeps the day of the month,
 * or takes the month's last day when it has fewer (Jan 31 + 1 month = Feb 28 or 29). Undefined past 9999.
 */
export function nextOccurrence(date: string, every: number, unit: RepeatUnit): string | undefined {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  let next: Date;
  if (unit === "days" || unit === "weeks") {
    next = utcDay(y, m - 1, d + every * (unit === "weeks" ? 7 : 1));
  } else {
    const monthIndex = m - 1 + every * (unit === "years" ? 12 : 1);
    const lastOfMonth = utcDay(y, monthIndex + 1, 0).getUTCDate();
    next = utcDay(y, monthIndex, Math.min(d, lastOfMonth));
  }
  if (next.getUTCFullYear() > LAST_YEAR) return undefined;
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}
