import type { Page } from "playwright-core";
import type { BrowserBench } from "./browser-env";
import type { RunFigures } from "./stats";

/** Labels in the preview: 15 sheets of Avery L7160. */
export const PREVIEW_LABELS = 300;
/** Labels on one Avery L7160 sheet: what the preview shows first. */
const SHEET_LABELS = 21;

/**
 * In-page: milliseconds from the action until the preview shows `n` labels with every code drawn (an
 * inline SVG with its paths), at the next frame; and until the first `sheet` labels were. "nav" clicks
 * the header's Labels link; "code" switches QR to Data Matrix and waits until every label holds a new
 * code. A string, not a function: tsx would wrap named functions in a `__name` helper that does not
 * exist in the page (as browser-probes.ts says).
 */
const UNTIL_DRAWN = `async ([n, how, sheet]) => {
  const t0 = performance.now();
  const codes = () => [...document.querySelectorAll("main [role=img] svg")];
  const drawn = (svg) => svg.querySelector("path")?.getAttribute("d");
  const before = new Set(how === "code" ? codes().map(drawn) : []);
  if (how === "nav") {
    document.querySelector('nav[aria-label="Main"] a[href="/labels"]').click();
  } else {
    const select = [...document.querySelectorAll("select")].find((s) => s.value === "qr");
    const setValue = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value").set;
    setValue.call(select, "datamatrix");
    select.dispatchEvent(new Event("change", { bubbles: true }));
  }
  let first = null;
  await new Promise((resolve) => {
    const check = () => {
      const all = codes();
      const fresh = (svg) => drawn(svg) && !before.has(drawn(svg));
      if (first === null && all.length >= sheet && all.slice(0, sheet).every(fresh)) first = performance.now() - t0;
      const done = document.querySelectorAll("main [role=img]").length >= n && all.length >= n && all.every(fresh);
      requestAnimationFrame(done ? () => resolve() : check);
    };
    check();
  });
  return { all: performance.now() - t0, first };
}`;

function untilPreviewDrawn(page: Page, count: number, how: "nav" | "code"): Promise<{ all: number; first: number }> {
  return page.evaluate(`(${UNTIL_DRAWN})(${JSON.stringify([count, how, SHEET_LABELS])})`) as Promise<{
    all: number;
    first: number;
  }>;
}

/**
 * The label designer with PREVIEW_LABELS entities chosen (the selection the list's "select all" would
 * store): from the Labels link in the header (the page's lazy chunk with bwip-js included) to every
 * label drawn at real size with its QR code, and to the first sheet's; then switching the code to Data
 * Matrix, all redrawn.
 */
export async function labelPreview(b: BrowserBench): Promise<RunFigures> {
  const list = await b.api<{ items: { id: string; name: string; assetId: string; isLocation: boolean }[] }>(
    "GET",
    `/v1/entities?isLocation=any&pageSize=${PREVIEW_LABELS}&orderBy=assetId`,
  );
  const chosen = list.items.map((e) => ({
    id: e.id,
    name: e.name,
    assetId: e.assetId,
    isLocation: e.isLocation,
    locationId: null,
  }));
  const context = await b.signedInContext();
  await context.addInitScript((selection) => {
    sessionStorage.setItem("inventory.labelSelection", selection);
    localStorage.removeItem("inventory.labelDesign");
  }, JSON.stringify(chosen));
  const page = await context.newPage();
  try {
    await page.goto("/inventory");
    await page.getByRole("heading", { name: "Inventory", level: 1 }).waitFor();
    const open = await untilPreviewDrawn(page, chosen.length, "nav");
    const redraw = await untilPreviewDrawn(page, chosen.length, "code");
    return { openMs: open.all, firstSheetMs: open.first, redrawMs: redraw.all };
  } finally {
    await context.close();
  }
}
