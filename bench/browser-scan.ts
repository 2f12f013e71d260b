import type { Page } from "playwright-core";
import { scanPanel, wedgeScan } from "../e2e/support/scan";
import { writeEan13Y4m } from "../e2e/support/y4m";
import { SCAN_MARKS } from "../src/features/scan/scan-marks";
import { launchChromium, markGap, type BrowserBench } from "./browser-env";
import type { RunFigures } from "./stats";

/**
 * Scan latency in Chromium from the SPA's own User Timing marks (src/features/scan/scan-marks.ts):
 * a keyboard-wedge scan of a catalog code, from the detector's Enter to the product candidates on
 * screen (their commit, then the next paint); and the webcam, from the stream opening to the code
 * decoded, with Chromium's fake camera playing a generated EAN-13 video (e2e/support/y4m.ts).
 * Catalog codes are looked up locally (no product provider is enabled for the bench's service).
 */
export const CAMERA_CODE = "4006381333931";
const wedgeCode = (i: number) => `BENCH-SCAN-${String(i).padStart(4, "0")}`;

/** Catalog rows for every scan the section makes: one code per wedge scan (no double-read guard). */
export async function importScanCatalog(b: BrowserBench, scans: number): Promise<void> {
  const rows = Array.from({ length: scans }, (_, i) => `${wedgeCode(i)},Bench product ${i},Acme`);
  rows.push(`${CAMERA_CODE},Bench camera product,Acme`);
  await b.api("POST", "/v1/products/catalog", ["barcode,name,manufacturer", ...rows].join("\n"), "text/csv");
}

/** Marks the first paint after the candidates commit, as the mark "scan:candidates-painted". */
async function markPaintAfterCandidates(page: Page) {
  await page.addInitScript((name) => {
    new PerformanceObserver((list) => {
      if (!list.getEntries().some((e) => e.name === name)) return;
      requestAnimationFrame(() => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => performance.mark(`${name}-painted`);
        ch.port2.postMessage(0);
      });
    }).observe({ type: "mark" });
  }, SCAN_MARKS.candidates);
}

async function scanOnce(page: Page, i: number): Promise<number> {
  await page.evaluate(() => performance.clearMarks());
  await wedgeScan(page, wedgeCode(i));
  await page.waitForFunction((n) => performance.getEntriesByName(n).length > 0, `${SCAN_MARKS.candidates}-painted`);
  const ms = await markGap(page, SCAN_MARKS.wedge, `${SCAN_MARKS.candidates}-painted`);
  await page.keyboard.press("Escape");
  await scanPanel(page).waitFor({ state: "hidden" });
  return ms;
}

/** `runs` wedge scans in one page after one warm-up scan (which loads the panel's code). */
export async function wedgeScanLatency(b: BrowserBench, runs: number): Promise<RunFigures[]> {
  const context = await b.signedInContext();
  const page = await context.newPage();
  try {
    await markPaintAfterCandidates(page);
    await page.goto("/inventory");
    await page.getByRole("heading", { level: 1, name: "Inventory" }).waitFor();
    await scanOnce(page, 0);
    const out: RunFigures[] = [];
    for (let i = 1; i <= runs; i++) out.push({ wedgeMs: await scanOnce(page, i) });
    return out;
  } finally {
    await context.close();
  }
}

/** One camera read per run, each in a fresh page of a browser whose fake camera plays the code. */
export async function cameraScanLatency(b: BrowserBench, runs: number): Promise<RunFigures[]> {
  const video = writeEan13Y4m(CAMERA_CODE);
  const browser = await launchChromium([
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
    `--use-file-for-fake-video-capture=${video}`,
  ]);
  const out: RunFigures[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ baseURL: b.origin });
      await context.addInitScript((s) => localStorage.setItem("inventory.session", s), JSON.stringify(b.session));
      const page = await context.newPage();
      await page.goto("/inventory");
      await page.getByRole("heading", { level: 1, name: "Inventory" }).waitFor();
      await page.getByRole("button", { name: "Scan", exact: true }).click();
      await scanPanel(page).getByRole("button", { name: "Use camera" }).click();
      await page.waitForFunction((n) => performance.getEntriesByName(n).length > 0, SCAN_MARKS.cameraDecoded, {
        timeout: 20_000,
      });
      out.push({ cameraMs: await markGap(page, SCAN_MARKS.cameraStream, SCAN_MARKS.cameraDecoded) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
