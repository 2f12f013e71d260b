import type { RouteObject } from "react-router";
import { routePatterns } from "../../app/paths";

/**
 * The scanning pages, as children of the signed-in layout (paths are relative to it). Lazy, so each is
 * its own chunk; both need the ScanProvider above them.
 */
export const scanRoutes: RouteObject[] = [
  {
    path: routePatterns.scanSession,
    lazy: async () => ({ Component: (await import("./session/scan-session-page")).ScanSessionPage }),
  },
  {
    path: routePatterns.scannerSettings,
    lazy: async () => ({ Component: (await import("./calibration/scan-calibration-page")).ScanCalibrationPage }),
  },
];
