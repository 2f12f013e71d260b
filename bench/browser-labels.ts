import type { Page } from "playwright-core";
import type { BrowserBench } from "./browser-env";
import type { RunFigures } from "./stats";

/** Labels in the preview: 15 sheets of Avery L7160. */
export const PREVIEW_LABELS = 300;

/**
 * In-page: milliseconds from the action until the preview shows `n` labels with every code drawn (an
 * inline SVG with its paths), at the next frame. "nav" clicks the header's Labels link; "code" switches
 * QR to Data Matrix and waits until every label holds a new code. A string, not a function: tsx would wrap named
 * functions in a `__name` helper that does not exist in the page (as browser-probes.ts says).
 */
const UNTIL_DRAWN = `async ([n, how]) => {
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
  await new Promise((resolve) => {
    const check = () => {
      const all = codes();
      const done =
        document.querySelectorAll("main [role=img]").length >= n &&
        all.length >= n &&
        all.every((svg) => drawn(svg) && !before.has(drawn(svg)));
      requestAnimationFrame(done ? () => resolve() : check);
    };
    check();
  });
  return performance.now() - t0;
}`;

function untilPreviewDrawn(page: Page, count: number, how: "nav" | "code"): Promise<number> {
  return page.evaluate(`(${UNTIL_DRAWN})(${JSON.stringify([count, how])})`) as Promise<number>;
}

/**
 * The label designer with PREVIEW_LABELS entities chosen (the selection the list's "select all" would
 * store): from the Labels link in the header (the page's lazy chunk with bwip-js included) to every
 * label drawn at real size with its QR code; then switching the code to Data Matrix, all redrawn.
 */
export async function labelPreview(b: BrowserBench): Promise<RunFigures> {
  const list = await b.api<{ items: { id: string; name: string; assetId: string; isLocation: boolean }[] }>(
    "GET",
    `/v1/entities?pageSize=${PREVIEW_LABELS}&orderBy=assetId`,
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
    const openMs = await untilPreviewDrawn(page, chosen.length, "nav");
    const redrawMs = await untilPreviewDrawn(page, chosen.length, "code");
    return { openMs, redrawMs };
  } finally {
    await context.close();
  }
}
