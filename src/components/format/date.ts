import { userLocale } from "./locale";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A stored date as the locale writes it: a day (`YYYY-MM-DD`) as a calendar day whatever the time zone
 * (`24.12.2023` in de-DE, `Dec 24, 2023` in en-US), a date-time with its time of day in the user's zone.
 * Anything that is not a date is shown as stored.
 */
export function formatDate(value: string, locale: string = userLocale()): string {
  const day = DAY.exec(value);
  if (day) {
    const utc = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(utc);
  }
  const time = Date.parse(value);
  if (value === "" || Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(time);
}
