import { userLocale } from "./locale";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A stored date as the locale writes it: a day as a calendar day in any zone, a date-time in the user's zone. */
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
