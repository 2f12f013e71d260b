import { i18n, type Messages } from "@lingui/core";
import { rememberLanguage, type Language } from "./languages";

/** The compiled catalogs, one chunk per language and part (lingui.config.ts), imported only when used. */
export type CatalogPart = "sign-in" | "app" | "scan" | "manage";

const load = (language: Language, part: CatalogPart): Promise<{ messages: Messages }> =>
  import(`./locales/${language}/${part}.po`);

/** The parts this page has loaded: a language switch loads them again in the new language. */
const loadedParts = new Set<CatalogPart>();

async function loadParts(language: Language, parts: readonly CatalogPart[]) {
  const catalogs = await Promise.all(parts.map((part) => load(language, part)));
  for (const { messages } of catalogs) i18n.load(language, messages);
  for (const part of parts) loadedParts.add(part);
}

/** Loads the parts' catalogs for `language` and makes it the active one (the app renders afresh). */
export async function activateLanguage(language: Language, parts: readonly CatalogPart[]): Promise<void> {
  await loadParts(language, parts);
  i18n.activate(language);
  // Screen readers pick their voice by it; native controls (date inputs) follow it where they can.
  if (typeof document !== "undefined") document.documentElement.lang = language;
}

/** The user menu's picker: switch the app now and remember the choice for the next visit. */
export async function switchLanguage(language: Language): Promise<void> {
  await activateLanguage(language, [...loadedParts]);
  rememberLanguage(language);
}

/** A lazy chunk together with its catalog part in the active language: `withCatalog("scan", () => import(…))`. */
export async function withCatalog<T>(part: CatalogPart, load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadParts(i18n.locale as Language, [part])]);
  return module;
}
