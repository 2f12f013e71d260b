/**
 * Barcode scanning: one pipeline for the USB keyboard wedge, the webcam and manual entry.
 *
 * Mount `<ScanProvider>` once inside the router and the query client (the signed-in layout); it
 * installs the app-wide wedge listener and renders the scan panel. The header's Scan button calls
 * `useScan().openPanel()`. Add `scanRoutes` to the signed-in layout's children: they lazy-load
 * `ScanSessionPage` (session/scan-session-page.tsx) and `ScanCalibrationPage`
 * (calibration/scan-calibration-page.tsx), which are not re-exported here so they stay separate chunks.
 */
export { ScanProvider, useScan, useScanHandler, type ScanEvent, type ScanSource } from "./scan-context";
export { scanRoutes } from "./routes";
