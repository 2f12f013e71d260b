import type { RouteObject } from "react-router";
import { withCatalog } from "../../i18n/activate";
import { lazyPage } from "../../routing/lazy-page";
import { routePatterns } from "../../routing/paths";
import { loadScanParts } from "../scan";

/** The stock-take pages, lazy, with the scan catalog (they reuse the scan panel's parts and words). */
export const stocktakeRoutes: RouteObject[] = [
  {
    path: routePatterns.stocktakes,
    lazy: {
      Component: lazyPage(() => withCatalog("scan", () => import("./stocktakes-page")).then((m) => m.StocktakesPage)),
    },
  },
  {
    path: routePatterns.stocktake,
    lazy: {
      // The scan panel's parts (camera, create form) load beside the page, not after it.
      Component: lazyPage(() =>
        Promise.all([withCatalog("scan", () => import("./stocktake-page")), loadScanParts()]).then(
          ([m]) => m.StocktakePage,
        ),
      ),
    },
  },
];
