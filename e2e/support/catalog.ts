import { formatter } from "@lingui/format-po";
import { readFileSync } from "node:fs";
import path from "node:path";

/** The languages the SPA ships (lingui.config.ts), with a browser locale that picks each. */
export const LANGUAGES = { en: "en-US", de: "de-DE", fr: "fr-FR" } as const;
export type Language = keyof typeof LANGUAGES;

/** The four catalog parts of a language (lingui.config.ts): a page may show words from any of them. */
const PARTS = ["sign-in", "app", "scan", "manage"];

/** A message in the language, its `{name}` placeholders filled from `values`. */
export type Words = (english: string, values?: Record<string, string>) => string;

/**
 * What the SPA shows in `language` for an English source text, read from the .po catalogs the app is built
 * from: a spec names controls the way a German or French user reads them without copying translations.
 * An unknown or untranslated text fails the spec, not a lookup that silently stays English.
 */
export function wordsOf(language: Language): Words {
  const fill = (text: string, values: Record<string, string>) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  if (language === "en") return (english, values = {}) => fill(english, values);
  const translations = new Map<string, string>();
  const po = formatter();
  for (const part of PARTS) {
    const file = path.join("src/i18n/locales", language, `${part}.po`);
    const catalog = po.parse(readFileSync(file, "utf8"), { locale: language, sourceLocale: "en", filename: file });
    for (const message of Object.values(catalog ?? {}))
      if (message.message && message.translation) translations.set(message.message, message.translation);
  }
  return (english, values = {}) => {
    const translated = translations.get(english);
    if (translated === undefined) throw new Error(`No ${language} translation of "${english}" in the catalogs`);
    return fill(translated, values);
  };
}
