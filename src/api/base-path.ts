/**
 * The path the app is served under (`/inventory` behind a proxy with BASE_PATH, "" at the root), read from
 * index.html's `<base href>`, which the service writes; every absolute link of the SPA starts with it. Code
 * run outside a document (node tests) is at the root.
 */
export const basePath = typeof document === "undefined" ? "" : new URL(document.baseURI).pathname.replace(/\/+$/, "");

/** An app path (`/sign-in`, `/api/v1/…`) as the browser must request it. */
export const appPath = (path: string) => basePath + path;

/** The app path of a browser path: the base path taken off (`/inventory/items` → `/items`). */
export function inAppPath(pathname: string): string {
  if (!basePath || !pathname.startsWith(basePath)) return pathname;
  return pathname.slice(basePath.length) || "/";
}

/** The browser's location as the app's routes read it. */
export const appLocation = () => ({ pathname: inAppPath(window.location.pathname), search: window.location.search });
