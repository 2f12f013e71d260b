import type { RouteObject } from "react-router";
import { withCatalog } from "../../i18n/activate";
import { lazyPage } from "../../routing/lazy-page";
import { routePatterns } from "../../routing/paths";

/** The label designer, a lazy chunk of its own: the barcode libraries come with it and with no other page. */
export const labelRoutes: RouteObject[] = [
  {
    path: routePatterns.labels,
    lazy: { Component: lazyPage(() => withCatalog("manage", () => import("./labels-page")).then((m) => m.LabelsPage)) },
  },
];
