import type { ReportLanguage } from "../../contract";

/** Numbers, money and dates as the requester's language writes them, with the group's currency. */
export function reportFormats(language: ReportLanguage, currency: string) {
  const locale = { en: "en-US", de: "de-DE", fr: "fr-FR" }[language];
  let money: Intl.NumberFormat;
  try {
    money = new Intl.NumberFormat(locale, { style: "currency", currency });
  } catch {
    // A currency code ICU does not know (restored from an old backup) is written beside a plain number.
    money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return {
    money: (n: number) => money.format(n),
    number: (n: number) => number.format(n),
    /** A stored `YYYY-MM-DD` (or "" for none). */
    day: (d: string) => (/^\d{4}-\d{2}-\d{2}/.test(d) ? day.format(new Date(`${d.slice(0, 10)}T00:00:00Z`)) : ""),
    moment: (iso: string) => `${moment.format(new Date(iso))} UTC`,
  };
}
export type ReportFormats = ReturnType<typeof reportFormats>;
