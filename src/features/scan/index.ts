/**
 * Barcode scanning (wedge, webcam, manual entry): mount `<ScanProvider>` once in the signed-in layout and
 * add `scanRoutes`; the scan pages are not re-exported, so they stay chunks of their own.
 */
export { ScanProvider, useScan, useScanHandler, type ScanEvent, type ScanSource } from "./scan-context";
export { scanRoutes } from "./routes";
