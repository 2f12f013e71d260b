import type { Page } from "playwright-core";
import type { BrowserBench } from "./browser-env";
import type { RunFigures } from "./stats";

/**
 * API requests from a cold load of an entity's edit page until the form is shown and the network is
 * quiet, as e2e/budgets.spec.ts counts them (budget: 3). Two cases: the session's first page (the
 * header also asks once for the user's name) and a later page of the same session (a fresh document
 * with empty caches, only localStorage kept).
 */
async function countApiRequests(page: Page, path: string, heading: string): Promise<string[]> {
  const seen: string[] = [];
  const onRequest = (req: { url(): string; method(): string }) => {
    const url = new URL(req.url());
    // As e2e/budgets.spec.ts: the live-update stream is one connection for the whole session, not a request of the page.
    if (url.pathname === "/api/v1/events") return;
    if (url.pathname.startsWith("/api/")) seen.push(`${req.method()} ${url.pathname}`);
  };
  page.on("request", onRequest);
  await page.goto(path);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  await page.waitForLoadState("networkidle");
  page.off("request", onRequest);
  return seen;
}

export async function editPageRequests(b: BrowserBench, entityId: string, name: string): Promise<RunFigures> {
  const context = await b.signedInContext();
  const page = await context.newPage();
  try {
    const firstPage = await countApiRequests(page, `/entities/${entityId}/edit`, `Edit ${name}`);
    await page.goto("/tags");
    await page.getByRole("heading", { level: 1, name: "Tags" }).waitFor();
    const laterPage = await countApiRequests(page, `/entities/${entityId}/edit`, `Edit ${name}`);
    return { firstPage: firstPage.length, laterPage: laterPage.length };
  } finally {
    await context.close();
  }
}
