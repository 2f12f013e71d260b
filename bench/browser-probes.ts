import type { BrowserContext, Page } from "playwright-core";

/**
 * In-page recorders, installed with addInitScript so they run before the SPA's own scripts and time
 * everything from the page's own clock (performance.now(), event timestamps): the CDP round trips of
 * the driver are not in the figures.
 */
interface ProbeWindow {
  __listShown?: number;
  __keyPaint: number[];
  __frames: number[];
  __framesOn: boolean;
}

/**
 * "Next paint" after a keydown: rAF runs just before the frame paints; a message posted there runs after
 * it. Plain JavaScript in a string, not a function: tsx (esbuild keepNames) would wrap named inner
 * functions in a `__name` helper that does not exist in the page.
 */
const PROBES = `
  window.__keyPaint = [];
  window.__frames = [];
  window.__framesOn = false;
  addEventListener("keydown", function (e) {
    var start = e.timeStamp;
    requestAnimationFrame(function () {
      var ch = new MessageChannel();
      ch.port1.onmessage = function () { window.__keyPaint.push(performance.now() - start); };
      ch.port2.postMessage(0);
    });
  }, true);
  // The first frame in which the inventory table has rows (time since navigation start).
  requestAnimationFrame(function watchList() {
    if (document.querySelector("main table tbody tr")) window.__listShown = performance.now();
    else requestAnimationFrame(watchList);
  });
  // Frame intervals while recording (scrolling and paging).
  var last = 0;
  requestAnimationFrame(function frame(t) {
    if (window.__framesOn && last) window.__frames.push(t - last);
    last = t;
    requestAnimationFrame(frame);
  });
`;

export async function installProbes(context: BrowserContext): Promise<void> {
  await context.addInitScript(PROBES);
}

export async function listShownAt(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as ProbeWindow).__listShown !== undefined);
  return page.evaluate(() => (window as unknown as ProbeWindow).__listShown!);
}

/** Types `text` like a person (100 ms apart: slower than any scanner, so the wedge detector lets it be) and returns keydown → next paint per key. */
export async function typeAndTime(page: Page, text: string): Promise<number[]> {
  await page.evaluate(() => ((window as unknown as ProbeWindow).__keyPaint = []));
  await page.keyboard.type(text, { delay: 100 });
  await page.waitForFunction((n) => (window as unknown as ProbeWindow).__keyPaint.length >= n, text.length);
  return page.evaluate(() => (window as unknown as ProbeWindow).__keyPaint);
}

export async function recordFrames(page: Page, on: boolean): Promise<number[]> {
  return page.evaluate((flag) => {
    const w = window as unknown as ProbeWindow;
    w.__framesOn = flag;
    if (flag) w.__frames = [];
    return w.__frames;
  }, on);
}

/** Used JS heap after a full garbage collection (CDP), in MiB. */
export async function heapMiB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  await cdp.detach();
  return usedSize / 1024 / 1024;
}
