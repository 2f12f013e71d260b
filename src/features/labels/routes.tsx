import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazy-page";
import { routePatterns } from "../../app/paths";

/** The label designer, a lazy chunk of its own: bwip-js comes with it and with no other page. */
export const labelRoutes: RouteObject[] = [
  {
    path: routePatterns.labels,
    lazy: {
      // Runs on every visit, before the page renders: the codes start drawing at once (early-codes.ts).
      loader: () => import("./labels-page").then((m) => m.drawChosenCodes),
      Component: lazyPage(() => import("./labels-page").then((m) => m.LabelsPage)),
    },
  },
];
