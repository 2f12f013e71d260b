import type { RouteObject } from "react-router";

/**
 * The scanning pages, as children of the signed-in layout (paths are relative to it). Lazy, so each is
 * its own chunk; both need the ScanProvider above them.
 */
export const scanRoutes: RouteObject[] = [
  {
    path: "scan/session",
    lazy: async () => ({ Component: (await import("./session/scan-session-page")).ScanSessionPage }),
  },
  {
    path: "settings/scanner",
    lazy: async () => ({ Component: (await import("./calibration/scan-calibration-page")).ScanCalibrationPage }),
  },
];
