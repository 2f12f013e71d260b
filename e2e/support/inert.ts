import { expect, type Page } from "@playwright/test";

/**
 * Evidence that hostile text stayed text: every payload the specs plant sets `window.__pwned` and calls
 * alert() if it ever runs, so a run script shows up either as the flag or as a dialog. CSP violations
 * are collected by a listener installed before any script of the page (addInitScript), so the SPA's own
 * first render is covered too; console errors and uncaught exceptions are collected beside them.
 */
export const PWNED = "window.__pwned=1;alert(1)";

export const HOSTILE = {
  script: `<script>${PWNED}</script>`,
  img: `<img src=x onerror="${PWNED}">`,
  svg: `<svg onload="${PWNED}"></svg>`,
  jsUrl: `javascript:${PWNED}`,
  link: `<a href="javascript:${PWNED}">click me</a>`,
};

/** Long unbroken text (the contract's limits: 255 for names, 1000 for descriptions and notes). */
export const oversized = (length: number, seed = "W") => seed.repeat(Math.ceil(length / seed.length)).slice(0, length);

export interface Watch {
  dialogs: string[];
  errors: string[];
}

export async function watchForExecution(page: Page): Promise<Watch> {
  const watch: Watch = { dialogs: [], errors: [] };
  page.on("dialog", (d) => {
    watch.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  page.on("pageerror", (e) => watch.errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") watch.errors.push(`console: ${m.text()}`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || "(inline)"} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return watch;
}

/** Nothing ran, nothing was blocked, nothing failed, and no link points at a javascript: URL. */
export async function expectInert(page: Page, watch: Watch, where: string) {
  const state = await page.evaluate(() => {
    const w = window as unknown as { __pwned?: unknown; __csp?: string[] };
    return { pwned: w.__pwned ?? null, csp: w.__csp ?? [] };
  });
  expect(state.pwned, `${where}: a planted script ran`).toBeNull();
  expect(watch.dialogs, `${where}: a dialog opened`).toEqual([]);
  expect(state.csp, `${where}: Content-Security-Policy violations`).toEqual([]);
  expect(watch.errors, `${where}: errors`).toEqual([]);
  const hrefs = await page.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(
    hrefs.filter((h) => /^\s*javascript:/i.test(h)),
    `${where}: javascript: links`,
  ).toEqual([]);
  // Oversized text wraps or is clipped: it must not widen the page into sideways scrolling.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where}: the page scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}
