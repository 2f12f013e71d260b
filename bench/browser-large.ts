import type { BrowserContext, Page } from "playwright-core";
import { startBrowserBench, type BrowserBench } from "./browser-env";
import type { Row } from "./report";
import { COMMON_WORD } from "./seed";
import type { Settings } from "./settings";
import { budget, repeat, type RunFigures, type Summary } from "./stats";

/** The three waits a user of a large inventory feels, with their budgets in ms (issue 36). */
const BUDGETS = { navigation: 300, search: 150, picker: 150 };
/** The SPA's debounces before a search is sent (src/app/header-search.tsx, pickers/use-entity-search.ts). */
const DEBOUNCE_MS = { search: 250, picker: 200 };

/**
 * In-page recorders (a string: tsx would wrap named functions in a `__name` helper the page lacks).
 * `__searchSentAt` is when the SPA's last list request with `q=` left, `__keyAt` the last keydown.
 * `__whenPainted(ready)` resolves with the end of the first frame painted with `ready()` true: the check
 * runs in requestAnimationFrame, and a message posted there runs after that frame's paint, once the main
 * thread is free.
 */
const PROBES = `
  window.__searchSentAt = 0;
  window.__keyAt = 0;
  addEventListener("keydown", function (e) { window.__keyAt = e.timeStamp; }, true);
  var originalFetch = window.fetch;
  window.fetch = function (input, init) {
    var url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.indexOf("/v1/entities?") >= 0 && url.indexOf("q=") >= 0) window.__searchSentAt = performance.now();
    return originalFetch.call(this, input, init);
  };
  window.__whenPainted = function (ready) {
    return new Promise(function (resolve) {
      requestAnimationFrame(function check() {
        if (!ready()) return requestAnimationFrame(check);
        var channel = new MessageChannel();
        channel.port1.onmessage = function () { resolve(performance.now()); };
        channel.port2.postMessage(0);
      });
    });
  };
`;

interface LargeWindow {
  __searchSentAt: number;
  __keyAt: number;
  __whenPainted(ready: () => boolean): Promise<number>;
  __painted?: Promise<number>;
}

async function openPage(b: BrowserBench, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await b.signedInContext();
  await context.addInitScript(PROBES);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/** Home page, then the Inventory link: the click to its first page of rows painted. */
async function navigation(b: BrowserBench): Promise<number> {
  const { context, page } = await openPage(b, "/");
  try {
    await page.locator('nav a[href="/inventory"]').waitFor();
    await page.waitForLoadState("networkidle");
    return await page.evaluate(async () => {
      const w = window as unknown as LargeWindow;
      const painted = w.__whenPainted(() => document.querySelector("main table tbody tr") !== null);
      const start = performance.now();
      (document.querySelector('nav a[href="/inventory"]') as HTMLElement).click();
      return (await painted) - start;
    });
  } finally {
    await context.close();
  }
}

/**
 * Types `text` into `field` at a person's pace and returns the time from the SPA's search request (sent
 * after its debounce) and from the last key to the results painted, which the page expression
 * `resultsShown` tells (`before` is the first row's text when the last key was pressed).
 */
async function typeToResults(page: Page, field: string, text: string, resultsShown: string) {
  await page.locator(field).click();
  await page.keyboard.type(text.slice(0, -1), { delay: 100 });
  await page.evaluate((check) => {
    const w = window as unknown as LargeWindow;
    const before = document.querySelector("main table tbody tr")?.textContent;
    const shown = new Function("before", `return ${check};`) as (before?: string | null) => boolean;
    w.__searchSentAt = 0;
    w.__painted = w.__whenPainted(() => w.__searchSentAt > 0 && shown(before));
  }, resultsShown);
  await page.keyboard.press(text.at(-1)!);
  return page.evaluate(async () => {
    const w = window as unknown as LargeWindow;
    const end = await w.__painted!;
    return { fromRequest: end - w.__searchSentAt, fromKey: end - w.__keyAt };
  });
}

/** The header search on the list: results are painted once the table is not busy and shows other rows. */
async function search(b: BrowserBench): Promise<RunFigures> {
  const { context, page } = await openPage(b, "/inventory");
  try {
    await page.locator("main table tbody tr").first().waitFor();
    const table = `(() => { const t = document.querySelector("main table"); const row = t && t.querySelector("tbody tr");
      return !!row && t.getAttribute("aria-busy") !== "true" && row.textContent !== before; })()`;
    return await typeToResults(page, 'input[type="search"]', COMMON_WORD, table);
  } finally {
    await context.close();
  }
}

/** The edit form's parent picker ("Inside"): options are painted once its list is not busy. */
async function picker(b: BrowserBench): Promise<RunFigures> {
  const { context, page } = await openPage(b, `/entities/${b.sut.seeded.itemId}/edit`);
  try {
    const inside = page.getByRole("combobox", { name: "Inside" });
    await inside.waitFor();
    const id = await inside.getAttribute("id");
    const options = `(() => { const list = document.getElementById(${JSON.stringify(`${id}-list`)});
      return !!list && list.getAttribute("aria-busy") !== "true" && !!list.querySelector('[role="option"]:not([aria-disabled])'); })()`;
    return await typeToResults(page, `[id="${id}"]`, COMMON_WORD, options);
  } finally {
    await context.close();
  }
}

/**
 * Browser figures on a large inventory (100,000 entities in a full run, the quick run's seed size in a
 * quick one), in Chromium against the built SPA and the real service on SQLite.
 */
export async function largeInventoryFigures(s: Settings): Promise<Row[]> {
  const entities = s.seedEntities;
  console.error(`[bench browser] service with ${entities} entities, Chromium: navigation, search, parent picker`);
  const b = await startBrowserBench(entities);
  try {
    const nav = await repeat(s.runs, async () => ({ ms: await navigation(b) }));
    const found = await repeat(s.runs, () => search(b));
    const picked = await repeat(s.runs, () => picker(b));
    const section = `browser: ${entities} entities`;
    const key = (f: Summary | undefined, debounce: number) =>
      `last key to painted ${f?.median.toFixed(0)} ms (median), of which the SPA's debounce is ${debounce} ms`;
    return [
      {
        section,
        figure: "inventory page interactive after navigation",
        unit: "ms",
        summary: nav.ms,
        note: `Inventory link on the home page to the first page of rows painted; ${budget(`budget ≤ ${BUDGETS.navigation} ms`, nav.ms, (v) => v <= BUDGETS.navigation)}`,
      },
      {
        section,
        figure: "search-as-you-type results painted",
        unit: "ms",
        summary: found.fromRequest,
        note: `"${COMMON_WORD}" in the header search on the list: search request to its rows painted; ${budget(`budget ≤ ${BUDGETS.search} ms`, found.fromRequest, (v) => v <= BUDGETS.search)}; ${key(found.fromKey, DEBOUNCE_MS.search)}`,
      },
      {
        section,
        figure: "parent picker results painted",
        unit: "ms",
        summary: picked.fromRequest,
        note: `"${COMMON_WORD}" in the edit form's Inside picker: search request to its options painted; ${budget(`budget ≤ ${BUDGETS.picker} ms`, picked.fromRequest, (v) => v <= BUDGETS.picker)}; ${key(picked.fromKey, DEBOUNCE_MS.picker)}`,
      },
    ];
  } finally {
    await b.stop();
  }
}
