import type { RouteObject } from "react-router";
import { lazyPage } from "../../routing/lazy-page";
import { routePatterns } from "../../routing/paths";
import { withCatalog } from "../../i18n/activate";

/**
 * The scanning pages, as children of the signed-in layout (paths are relative to it). Lazy, so each is
 * its own chunk, loaded with the scan catalog (docs/i18n.md); both need the ScanProvider above them.
 */
export const scanRoutes: RouteObject[] = [
  {
    path: routePatterns.scanSession,
    lazy: {
      Component: lazyPage(() =>
        withCatalog("scan", () => import("./session/scan-session-page")).then((m) => m.ScanSessionPage),
      ),
    },
  },
  {
    path: routePatterns.scannerSettings,
    lazy: {
      Component: lazyPage(() =>
        withCatalog("scan", () => import("./calibration/scan-calibration-page")).then((m) => m.ScanCalibrationPage),
      ),
    },
  },
];
