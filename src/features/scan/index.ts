/**
 * Barcode scanning (wedge, webcam, manual entry): mount `<ScanProvider>` once in the signed-in layout and
 * add `scanRoutes`; the scan pages are not re-exported, so they stay chunks of their own.
 */
import { withCatalog } from "../../i18n/activate";

export { ScanProvider, useScan, useScanHandler, type ScanEvent, type ScanSource } from "./scan-context";
export { scanRoutes } from "./routes";
export { feedbackStore } from "./feedback/feedback";
export { scanSettings } from "./settings/scan-settings";
export { createScanApi } from "./lookup/scan-api";
export { ManualEntry } from "./panel/manual-entry";

/** The panel's parts other scanning pages (the stock-take) reuse, in the panel's own chunk with its words. */
export const loadScanParts = () => withCatalog("scan", () => import("./scan-parts"));
