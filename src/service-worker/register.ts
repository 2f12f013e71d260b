/**
 * Registers the service worker of the built app (src/service-worker/sw.ts), beside index.html under the
 * base path, so its scope is the app's own. Never in the Vite dev server or in tests: there the modules
 * are not hashed files a worker could precache.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () =>
    // A refused registration (a browser that forbids workers) leaves the app as it is: online only.
    navigator.serviceWorker.register(new URL("sw.js", document.baseURI)).catch(() => undefined);
  // After the page's own load, so that precaching the build does not compete with the first paint.
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}
