import type { Page } from "playwright-core";
import { wedgeScan } from "../e2e/support/scan";
import { SCAN_MARKS } from "../src/features/scan/scan-marks";
import { startBrowserBench, type BrowserBench } from "./browser-env";
import type { Row } from "./report";
import type { Settings } from "./settings";
import { budget, median, repeat } from "./stats";
import { EXPECTED, LOCATIONS, startHouseStocktake, type HouseStocktake } from "./stocktake-setup";

/** Wedge scans per run of the scan-to-outcome figure (the run's median is its figure). */
const SCANS_PER_RUN = 10;
const OFFLINE_SCANS = 500;
const SHOWN = "stocktake:shown";
const OPENED = "stocktake:opened";
const log = (what: string) => console.error(`[bench browser] ${what}`);

/**
 * Marks every change of the "Last scan" outcome text with the first paint after it: a mutation observer
 * sees the text committed, then a rAF and a message land after that frame's paint. The mark's detail is the
 * text, so a figure can pick the local prediction ("… (not yet sent)") or the service's answer.
 */
async function markOutcomePaints(page: Page) {
  await page.addInitScript((name) => {
    let seen = "";
    new MutationObserver(() => {
      const text = document.querySelector('section[aria-label="Last scan"] [role="status"]')?.textContent ?? "";
      if (text === seen) return;
      seen = text;
      requestAnimationFrame(() => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => performance.mark(name, { detail: text });
        ch.port2.postMessage(0);
      });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, SHOWN);
}

/** Milliseconds from the wedge detector's Enter to the first painted outcome text matching `answered`. */
async function wedgeToPainted(page: Page, answered: boolean): Promise<number> {
  const handle = await page.waitForFunction(
    ([wedge, shown, want]) => {
      const from = performance.getEntriesByName(wedge).at(-1)?.startTime;
      const paint = (performance.getEntriesByName(shown) as PerformanceMark[]).find(
        (m) => from !== undefined && m.startTime > from && String(m.detail).endsWith("(not yet sent)") !== want,
      );
      return from !== undefined && paint ? paint.startTime - from : false;
    },
    [SCAN_MARKS.wedge, SHOWN, answered] as const,
  );
  return (await handle.jsonValue()) as number;
}

/** Marks the first paint after the counts and the missing list are on the screen: the stock-take is open. */
async function markOpenPaint(page: Page) {
  await page.addInitScript((name) => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('dl[aria-label="Counts"]') || !document.querySelector('ul[aria-label="Missing"] li'))
        return;
      seen.disconnect();
      requestAnimationFrame(() => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => performance.mark(name);
        ch.port2.postMessage(0);
      });
    });
    seen.observe(document, { subtree: true, childList: true });
  }, OPENED);
}

/**
 * Opening, split where the time goes: from the view's request sent to its last byte (service and transfer),
 * then to the screen painted (JSON and zod parse, render); with the answer's size.
 */
async function openTimes(page: Page, id: string) {
  const handle = await page.waitForFunction(
    ([opened, id]) => {
      const painted = performance.getEntriesByName(opened)[0]?.startTime;
      const view = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((e) =>
        new RegExp(`/api/v1/stocktakes/${id}([?]|$)`).test(e.name),
      );
      if (painted === undefined || !view) return false;
      return {
        openMs: painted - view.startTime,
        answerMs: view.responseEnd - view.startTime,
        paintMs: painted - view.responseEnd,
        answerKb: view.decodedBodySize / 1024,
      };
    },
    [OPENED, id] as const,
  );
  return (await handle.jsonValue()) as { openMs: number; answerMs: number; paintMs: number; answerKb: number };
}

async function openStocktake(b: BrowserBench, take: HouseStocktake) {
  const context = await b.signedInContext();
  const page = await context.newPage();
  await markOutcomePaints(page);
  await markOpenPaint(page);
  await page.goto(`/stocktakes/${take.id}`);
  await page.getByLabel(`Expected: ${take.expected}`).waitFor();
  return { page, open: await openTimes(page, take.id) };
}

/** One run: SCANS_PER_RUN wedge scans of expected assets after a warm-up scan; each run's median. */
async function scanToOutcome(b: BrowserBench, take: HouseStocktake, codes: () => string) {
  const { page, open } = await openStocktake(b, take);
  const predicted: number[] = [];
  const answered: number[] = [];
  try {
    for (let i = 0; i <= SCANS_PER_RUN; i++) {
      await page.evaluate(() => performance.clearMarks());
      await wedgeScan(page, codes());
      const local = await wedgeToPainted(page, false);
      const service = await wedgeToPainted(page, true);
      if (i === 0) continue; // a warm-up scan, not counted (as in bench/browser-scan.ts)
      predicted.push(local);
      answered.push(service);
    }
    return { ...open, predictedMs: median(predicted), answeredMs: median(answered) };
  } finally {
    await page.context().close();
  }
}

/** One run: offline, OFFLINE_SCANS wedge scans queued; online, until the queue is empty and the service has them. */
async function offlineQueueSync(b: BrowserBench, take: HouseStocktake, codes: () => string) {
  const { page } = await openStocktake(b, take);
  const scansOnService = async () =>
    (await b.api<Array<{ id: string; scans: number }>>("GET", "/v1/stocktakes")).find((x) => x.id === take.id)!.scans;
  try {
    const before = await scansOnService();
    await page.context().setOffline(true);
    for (let i = 1; i <= OFFLINE_SCANS; i++) {
      await wedgeScan(page, codes());
      const queued = i === 1 ? "1 scan not yet sent" : `${i} scans not yet sent`;
      await page.getByText(queued, { exact: true }).waitFor();
    }
    const started = performance.now();
    await page.context().setOffline(false);
    await page.getByText(/scans? not yet sent/).waitFor({ state: "detached", timeout: 60_000 });
    const syncMs = performance.now() - started;
    const arrived = (await scansOnService()) - before;
    if (arrived !== OFFLINE_SCANS) throw new Error(`${arrived} of ${OFFLINE_SCANS} offline scans reached the service`);
    return { syncMs };
  } finally {
    await page.context().close();
  }
}

/**
 * Issue 42 in Chromium: on the stock-take screen of EXPECTED expected entities (bench/stocktake-setup.ts),
 * a keyboard-wedge scan to its outcome painted, and OFFLINE_SCANS scans queued offline then synced.
 */
export async function stocktakeBrowserFigures(s: Settings): Promise<Row[]> {
  log(`stock-take of ${EXPECTED} expected entities, Chromium`);
  const b = await startBrowserBench(LOCATIONS + EXPECTED);
  try {
    const take = await startHouseStocktake(b.api);
    let next = 0;
    const codes = () => take.missing[next++ % take.missing.length]!.assetId;
    log("stock-take: wedge scan to outcome painted");
    const scan = await repeat(s.runs, () => scanToOutcome(b, take, codes));
    log(`stock-take: ${OFFLINE_SCANS} offline scans synced`);
    const sync = await repeat(s.runs, () => offlineQueueSync(b, take, codes));
    const section = "browser";
    return [
      {
        section,
        figure: "stock-take opened: view requested to painted",
        unit: "ms",
        summary: scan.openMs,
        note: `${take.expected} expected, cold context; ${budget("budget ≤ 500 ms", scan.openMs, (v) => v <= 500)}; request to last byte ${scan.answerMs?.median.toFixed(0)} ms, last byte to painted ${scan.paintMs?.median.toFixed(0)} ms, answer ${scan.answerKb?.median.toFixed(0)} KB`,
      },
      {
        section,
        figure: "stock-take scan to outcome painted",
        unit: "ms",
        summary: scan.predictedMs,
        note: `${take.expected} expected; wedge Enter to the outcome text painted (the local match, "not yet sent"), median of ${SCANS_PER_RUN} scans per run; ${budget("budget ≤ 50 ms", scan.predictedMs, (v) => v <= 50)}; the service's answer painted: ${scan.answeredMs?.median.toFixed(0)} ms`,
      },
      {
        section,
        figure: `stock-take: ${OFFLINE_SCANS} offline scans synced`,
        unit: "ms",
        summary: sync.syncMs,
        note: `online again (setOffline(false)) to the queue empty on screen, ${OFFLINE_SCANS} scans checked on the service; ${budget("budget ≤ 5 s", sync.syncMs, (v) => v <= 5000)}`,
      },
    ];
  } finally {
    await b.stop();
  }
}
