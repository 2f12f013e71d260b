/**
 * The languages the SPA speaks and which one a visitor gets: the one they picked (remembered in this
 * browser), else the first of the browser's languages we have, else English. See docs/i18n.md.
 */
export const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "de", name: "Deutsch" },
  { code: "fr", name: "Français" },
] as const;

export type Language = (typeof LANGUAGES)[number]["code"];

const STORAGE_KEY = "inventory.language";

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.code === value);
}

/** The language picked in the user menu, if any (private mode or blocked storage: none). */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered across reloads; the page still switches.
  }
}

/** `de-AT` → `de`; a browser language we do not have is skipped. */
export function preferredLanguage(
  stored: Language | null = storedLanguage(),
  browser: readonly string[] = typeof navigator === "undefined" ? [] : navigator.languages,
): Language {
  if (stored) return stored;
  for (const tag of browser) {
    const base = tag.split("-")[0]!.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return "en";
}
