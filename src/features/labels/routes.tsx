import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazy-page";
import { routePatterns } from "../../app/paths";
import { barcodeWorkers } from "./barcode-pool";

/** The label designer, a lazy chunk of its own: bwip-js comes with it and with no other page. */
export const labelRoutes: RouteObject[] = [
  {
    path: routePatterns.labels,
    lazy: {
      // Runs on every visit, before the page renders: the workers load bwip-js while the page's chunk
      // loads, and the codes start drawing as it arrives (early-codes.ts).
      loader: () => {
        barcodeWorkers();
        return import("./labels-page").then((m) => m.drawChosenCodes);
      },
      Component: lazyPage(() => import("./labels-page").then((m) => m.LabelsPage)),
    },
  },
];
