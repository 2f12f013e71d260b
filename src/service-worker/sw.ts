import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";

/**
 * The app's service worker (docs/decisions/036-offline-app-shell.md): the built assets precached, so the
 * SPA opens without the service; index.html network-first, so an online load always gets the newest build
 * and the base path the service wrote into it. API answers are never cached here: the stock-take keeps its
 * own data in IndexedDB (037).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// Hashed assets and theme-boot.js, listed by the build (vite-plugin-pwa's injectManifest), relative to this file.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The scope is the base path (`/` or `/inventory/`): the directory this file is served from. */
const scope = new URL(self.registration.scope);
const SHELL_CACHE = "app-shell";
/** Every SPA path gets the same index.html, so one copy is kept, under a key no request ever asks for. */
const SHELL_KEY = new URL("offline-app-shell", scope).href;
/** Past this a slow network loses to the kept copy (the network answer still refreshes it). */
const NETWORK_TIMEOUT_SECONDS = 4;

/** index.html itself: not an error page, nor a sign-in page a proxy in front redirected to. */
const isShell = (response: Response) =>
  response.status === 200 &&
  !response.redirected &&
  (response.headers.get("Content-Type") ?? "").startsWith("text/html");

/**
 * index.html as the service serves it here (its <base href> is this deployment's), kept at install, so the
 * shell is there offline even if no navigation passed this worker yet, and matches the assets just cached.
 */
async function keepShell() {
  const response = await fetch(scope.href, { cache: "reload" });
  if (!isShell(response)) throw new Error(`The app shell answered ${response.status}: not installed.`);
  await (await caches.open(SHELL_CACHE)).put(SHELL_KEY, response);
}

self.addEventListener("install", (event) => {
  event.waitUntil(keepShell());
  // A new build takes over at once: it is installed only once its shell and all its assets are cached.
  void self.skipWaiting();
});

registerRoute(
  // Navigations into /api (a download, the OpenAPI document) are the service's, never the shell.
  ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith(`${scope.pathname}api/`),
  new NetworkFirst({
    cacheName: SHELL_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      { cacheKeyWillBeUsed: async () => SHELL_KEY },
      { cacheWillUpdate: async ({ response }) => (isShell(response) ? response : null) },
    ],
  }),
);
