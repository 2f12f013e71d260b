import { i18n } from "@lingui/core";

/**
 * The locale numbers, money and dates are written in: the format chosen on the account page (kept in this
 * browser), else the chosen language's (docs/i18n.md, "Formats").
 */
export const FORMAT_LOCALES = ["en-US", "en-GB", "de-DE", "de-AT", "de-CH", "fr-FR", "fr-BE", "fr-CH"] as const;
export type FormatLocale = (typeof FORMAT_LOCALES)[number];

const STORAGE_KEY = "inventory.format";

const isFormatLocale = (value: unknown): value is FormatLocale => FORMAT_LOCALES.includes(value as FormatLocale);

function readStoredFormat(): FormatLocale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isFormatLocale(value) ? value : null;
  } catch {
    return null; // private mode or blocked storage: follow the language
  }
}

/** Read once: every date and price on a page asks for it. */
let chosenFormat: FormatLocale | null = typeof localStorage === "undefined" ? null : readStoredFormat();
const listeners = new Set<() => void>();

/** The format chosen on the account page; null follows the language. */
export function storedFormat(): FormatLocale | null {
  return chosenFormat;
}

/** Remembers the choice (null: follow the language) and tells the app to render afresh in it. */
export function chooseFormat(format: FormatLocale | null): void {
  chosenFormat = format;
  try {
    if (format) localStorage.setItem(STORAGE_KEY, format);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Not remembered across reloads; the page still switches.
  }
  for (const listener of listeners) listener();
}

/** Calls `onChange` when the language or the chosen format changes; returns the unsubscribe. */
export function onFormatChange(onChange: () => void): () => void {
  listeners.add(onChange);
  const offLanguage = i18n.on("change", onChange);
  return () => {
    listeners.delete(onChange);
    offLanguage();
  };
}

/**
 * A language's formats: the browser's own tag when it is of that language (en-GB stays British, de-CH
 * Swiss), else the bare language, which Intl writes the way its main country does.
 */
export function languageLocale(
  language: string,
  browser: readonly string[] = typeof navigator === "undefined" ? [] : navigator.languages,
): string {
  return browser.find((tag) => tag.split("-")[0]!.toLowerCase() === language) ?? language;
}

/** The locale of every formatted number, amount and date. */
export function userLocale(): string {
  return chosenFormat ?? languageLocale(i18n.locale || "en");
}
