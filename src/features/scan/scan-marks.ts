/** User Timing marks of the scan pipeline, read by bench/browser-scan.ts to time a scan to its result on screen. */
export const SCAN_MARKS = {
  /** The wedge detector recognised a scan (its Enter or Tab). */
  wedge: "scan:wedge",
  /** The product candidates list has committed to the DOM (the paint follows in the same frame). */
  candidates: "scan:candidates",
  /** The camera's stream opened (getUserMedia resolved). */
  cameraStream: "scan:camera-stream",
  /** The camera decoder read a code. */
  cameraDecoded: "scan:camera-decoded",
} as const;

export function markScan(name: (typeof SCAN_MARKS)[keyof typeof SCAN_MARKS]): void {
  // Optional call: test environments (jsdom) may lack the User Timing API.
  performance.mark?.(name);
}
