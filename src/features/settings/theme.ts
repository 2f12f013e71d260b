import { useSyncExternalStore } from "react";

/** The account page's choice; "system" follows the operating system's light or dark scheme. */
export type Theme = "light" | "dark" | "system";

/** Read by public/theme-boot.js before the first paint, so keep the key and values in step with it. */
const KEY = "inventory.theme";
const listeners = new Set<() => void>();

export function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(KEY);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    return "system";
  }
}

/** Applies a theme at once and remembers it in this browser. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (theme === "system") delete root.dataset.theme;
  else root.dataset.theme = theme;
  document
    .querySelector('meta[name="color-scheme"]')
    ?.setAttribute("content", theme === "system" ? "light dark" : theme);
  try {
    if (theme === "system") localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, theme);
  } catch {
    // Storage blocked: the choice holds until the page is reloaded.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, storedTheme);
}
