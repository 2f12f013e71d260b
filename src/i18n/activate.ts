import { i18n, type Messages } from "@lingui/core";
import { rememberLanguage, type Language } from "./languages";

/**
 * The compiled catalogs, one chunk per language and part, imported only when that language is used:
 * the sign-in pages load `sign-in` alone (their bundle budget counts it), the app both. See
 * lingui.config.ts for which source files land in which part.
 */
export type CatalogPart = "sign-in" | "app";

const loaders: Record<CatalogPart, (language: Language) => Promise<{ messages: Messages }>> = {
  "sign-in": (language) => import(`./locales/${language}/sign-in.po`),
  app: (language) => import(`./locales/${language}/app.po`),
};

/** Loads the parts' catalogs for `language` and makes it the active one (every <Trans> re-renders). */
export async function activateLanguage(language: Language, parts: readonly CatalogPart[]): Promise<void> {
  const catalogs = await Promise.all(parts.map((part) => loaders[part](language)));
  for (const { messages } of catalogs) i18n.load(language, messages);
  i18n.activate(language);
  // Screen readers pick their voice by it; native controls (date inputs) follow it where they can.
  document.documentElement.lang = language;
}

/** The user menu's picker: switch the app now and remember the choice for the next visit. */
export async function switchLanguage(language: Language): Promise<void> {
  await activateLanguage(language, ["sign-in", "app"]);
  rememberLanguage(language);
}
