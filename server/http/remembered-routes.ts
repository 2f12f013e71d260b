import { RegExpRouter } from "hono/router/reg-exp-router";
import { SmartRouter } from "hono/router/smart-router";
import { TrieRouter } from "hono/router/trie-router";
import type { Result, Router } from "hono/router";

/** How many method-and-path matches are kept; when full, they are all let go and kept afresh. */
export const REMEMBERED_ROUTES = 1000;
/** Longer paths are matched every time: a few hundred junk URLs of 8 KiB must not fill the memory. */
export const LONGEST_REMEMBERED_PATH = 200;

/**
 * Hono's router with the matches it made kept by method and path (docs/performance.md, "Reading an
 * entity"). The service's routes cannot go into Hono's RegExpRouter (`/v1/entities/tree` beside
 * `/v1/entities/:id` under the `/v1/*` middleware), so its SmartRouter settles on the TrieRouter, which
 * walks the path's segments through the route tree and sorts the handlers it found on every request:
 * about 6 % of a kept entity GET's time. A SPA asks for the same paths again and again (the list, the
 * tree, the entity on screen), and a match depends on nothing but the method and the path.
 * A match is never changed once made (Hono reads it; its RegExpRouter hands out one shared match per
 * static route), so one kept match may serve any number of requests.
 */
export function rememberedRoutes<T>(
  router: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter<T>(), new TrieRouter<T>()] }),
): Router<T> {
  const known = new Map<string, Result<T>>();
  return {
    get name() {
      return `remembered ${router.name}`;
    },
    add: (method, path, handler) => router.add(method, path, handler),
    match(method, path) {
      if (path.length > LONGEST_REMEMBERED_PATH) return router.match(method, path);
      const key = `${method} ${path}`;
      let match = known.get(key);
      if (!match) {
        match = router.match(method, path);
        if (known.size >= REMEMBERED_ROUTES) known.clear();
        known.set(key, match);
      }
      return match;
    },
  };
}
