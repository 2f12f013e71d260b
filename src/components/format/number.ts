import { userLocale } from "./locale";

/** A count or measure as the user's locale writes it (`1.234,5` in de-DE, `1,234.5` in en-US). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions, locale: string = userLocale()): string {
  return new Intl.NumberFormat(locale, options).format(value);
}
