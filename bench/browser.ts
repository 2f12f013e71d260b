import type { Row } from "./report";
import type { Settings } from "./settings";
import { startBrowserBench } from "./browser-env";
import { firstVisitFigures } from "./browser-first-visit";
import { createFormEntity, journey } from "./browser-journey";
import { largeInventoryFigures } from "./browser-large";
import { labelPreview, PREVIEW_LABELS } from "./browser-labels";
import { pageThroughList } from "./browser-paging";
import { editPageRequests } from "./browser-requests";
import { cameraScanLatency, importScanCatalog, wedgeScanLatency } from "./browser-scan";
import { stocktakeBrowserFigures } from "./browser-stocktake";
import { repeat, type RunFigures, type Summary } from "./stats";

/**
 * Browser figures: the place for sections measured in Chromium with Playwright. Each section is an
 * async function returning rows like every other section; bench/run.ts runs every entry of
 * `browserSections` after the service sections and lists, under "Not measured by this run", each
 * figure of BROWSER_FIGURES that no section reported (matched by its `figure` text).
 */
export type Section = (s: Settings) => Promise<Row[]>;

export const BROWSER_FIGURES = [
  "bytes on the wire, first visit to a usable sign-in form",
  "bytes on the wire, repeat visit",
  "requests on opening the edit page",
  "scan latency (code shown to result on screen)",
  "first render of the inventory list",
  "scroll of the list (frames under 16.7 ms)",
  "keystroke to paint in the search box",
  "keystroke to paint in the edit form (100 custom fields)",
  "JS heap after opening the list and an entity",
  "label preview of 300 labels",
  "inventory page interactive after navigation",
  "search-as-you-type results painted",
  "parent picker results painted",
  "stock-take scan to outcome painted",
  "stock-take: 500 offline scans synced",
];

/** Entities in the browser section's database (bench/seed.ts), in quick and full runs alike. */
export const LIST_ENTITIES = 10_000;
const log = (what: string) => console.error(`[bench browser] ${what}`);
const over = (all: RunFigures[]) => repeat(all.length, (i) => Promise.resolve(all[i]!));

/**
 * Everything measured in Chromium (playwright-core, /usr/bin/chromium or CHROMIUM_PATH) against the real
 * service on SQLite with LIST_ENTITIES seeded entities, serving the built SPA (built first if dist/ is
 * missing). Files: browser-env (service, browser, session), browser-probes (in-page recorders),
 * browser-requests, browser-journey, browser-paging, browser-scan.
 */
async function browserFigures(s: Settings): Promise<Row[]> {
  log(`service with ${LIST_ENTITIES} entities, Chromium`);
  const b = await startBrowserBench(LIST_ENTITIES);
  try {
    await createFormEntity(b);
    await importScanCatalog(b, s.runs + 1);
    const item = await b.api<{ id: string; name: string }>("GET", `/v1/entities/${b.sut.seeded.itemId}`);
    log("edit page requests");
    const requests = await repeat(s.runs, () => editPageRequests(b, item.id, item.name));
    log("list, search box, entity, edit form, heap");
    const steps = await repeat(s.runs, () => journey(b));
    const pagedRows = s.quick ? 2_000 : LIST_ENTITIES;
    log(`paging through ${pagedRows} rows`);
    const paging = await repeat(s.runs, () => pageThroughList(b, pagedRows), ["framesUnder16", "framesUnder25"]);
    log("wedge scans");
    const wedge = await over(await wedgeScanLatency(b, s.runs));
    log("camera scans");
    const camera = await cameraScanLatency(b, s.runs).then(over, (e: unknown) => String(e).split("\n")[0]!);
    log(`label preview of ${PREVIEW_LABELS} labels`);
    const labels = await repeat(s.runs, () => labelPreview(b));

    const row = (figure: string, unit: string, summary: Summary | undefined, note: string): Row => ({
      section: "browser",
      figure,
      unit,
      summary,
      note,
    });
    const ms = (v: Summary | undefined) => (v ? `${v.median.toFixed(0)} ms` : "?");
    return [
      row(
        "requests on opening the edit page",
        "requests",
        requests.laterPage,
        `cold page load of a signed-in session; its first page makes ${requests.firstPage?.median} (the header asks for the user's name once per session); budget 3`,
      ),
      row(
        "scan latency (code shown to result on screen)",
        "ms",
        wedge.wedgeMs,
        "keyboard wedge, catalog hit: detector's Enter to the product candidates painted (User Timing marks); goal ≤ 50 ms median",
      ),
      typeof camera === "string"
        ? {
            section: "browser",
            figure: "scan latency, camera (stream open to code decoded)",
            unit: "ms",
            note: `skipped: ${camera}`,
          }
        : row(
            "scan latency, camera (stream open to code decoded)",
            "ms",
            camera.cameraMs,
            "Chromium fake camera playing an EAN-13 Y4M; zxing tries every 100 ms",
          ),
      row(
        "first render of the inventory list",
        "ms",
        steps.listMs,
        `cold (fresh context, empty cache): navigation start to the first frame with rows; ${LIST_ENTITIES} entities`,
      ),
      row(
        "scroll of the list (frames under 16.7 ms)",
        "% frames",
        paging.framesUnder16,
        `share of frames whose rAF interval is under 16.7 ms (one 60 Hz vsync) while going through ${pagedRows} rows: wheel to the bottom of each 50-row page, then "Next page"; under 25 ms (no vsync missed): ${paging.framesUnder25?.median.toFixed(1)} %; frame p95 ${ms(paging.frameP95)}`,
      ),
      row(
        "paging through the list: Next page to rows shown",
        "ms/page",
        paging.msPerPage,
        `including the wheel scroll of each page; ${pagedRows} rows took ${paging.totalSeconds?.median.toFixed(1)} s (median run)`,
      ),
      row(
        "keystroke to paint in the search box",
        "ms",
        steps.searchKeyMs,
        `keydown to the next paint (rAF, then a message), median of each run's keys; slowest key ${ms(steps.searchKeyMaxMs)}`,
      ),
      row(
        "keystroke to paint in the edit form (100 custom fields)",
        "ms",
        steps.formKeyMs,
        `typing into Name, same measure; slowest key ${ms(steps.formKeyMaxMs)} (the first key marks the form dirty)`,
      ),
      row(
        "label preview of 300 labels",
        "ms",
        labels.openMs,
        `Labels link to ${PREVIEW_LABELS} QR labels drawn at real size on 15 Avery L7160 sheets (lazy chunk with bwip-js included); goal ≤ 1000 ms; switching them all to Data Matrix: ${ms(labels.redrawMs)}`,
      ),
      row(
        "label preview: the first sheet drawn",
        "ms",
        labels.firstSheetMs,
        "the same runs: Labels link to the first sheet's 21 labels drawn with their QR codes (what the screen shows first)",
      ),
      row(
        "JS heap after opening the list and an entity",
        "MiB",
        steps.heapMiB,
        "used JS heap after a GC (CDP), on the edit page of the 100-field entity, reached from the list through search",
      ),
    ];
  } finally {
    await b.stop();
  }
}

export const browserSections: Section[] = [
  firstVisitFigures,
  browserFigures,
  largeInventoryFigures,
  stocktakeBrowserFigures,
];
