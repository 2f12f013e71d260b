import type { BrowserContext, Page } from "playwright-core";
import { launchChromium } from "./browser-env";
import { ensureFreshDist } from "./fresh-dist";
import type { Row } from "./report";
import { startServiceUnderTest } from "./service-under-test";
import type { Settings } from "./settings";
import { repeat, type RunFigures } from "./stats";

/**
 * A new user's first visit and their next one, as the network sees them: bytes on the wire (CDP's
 * encodedDataLength: headers and compressed bodies, what a slow link pays for) from opening `/` in an
 * empty browser to a usable sign-in form, then the same in that browser again. The repeat visit should
 * fetch only index.html (a 304) and API calls; everything else comes from the browser's cache.
 */
const FIRST_VISIT_GOAL_KIB = 120;
const log = (what: string) => console.error(`[bench browser] ${what}`);

interface Visit {
  bytes: number;
  documents: number;
  /** Paths fetched over the network (not from the browser's cache), e.g. "/", "/api/v1/status". */
  fetched: string[];
}

async function visit(context: BrowserContext, page: Page): Promise<Visit> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const out: Visit = { bytes: 0, documents: 0, fetched: [] };
  const paths = new Map<string, string>();
  const fromCache = new Set<string>();
  cdp.on("Network.requestWillBeSent", (e) => {
    paths.set(e.requestId, new URL(e.request.url).pathname);
    if (e.type === "Document") out.documents++;
  });
  cdp.on("Network.requestServedFromCache", (e) => fromCache.add(e.requestId));
  cdp.on("Network.responseReceived", (e) => {
    if (fromCache.has(e.requestId) || e.response.fromDiskCache) return;
    // A revalidated index.html shows as its cached 200; the bytes on the wire tell a 304 from a 200.
    out.fetched.push(`${paths.get(e.requestId)}`);
  });
  cdp.on("Network.loadingFinished", (e) => (out.bytes += e.encodedDataLength));
  await page.goto("/");
  await page.getByRole("heading", { level: 1, name: /Sign in|Create your account/ }).waitFor();
  await page.getByLabel("Email").waitFor();
  // What the page started for the form (the contract it parses the status with) counts too.
  await page.waitForLoadState("networkidle");
  await cdp.detach();
  return out;
}

/** Runs of a fresh browser's first visit and its repeat visit, each in its own context. */
export async function firstVisitFigures(s: Settings): Promise<Row[]> {
  log("first and repeat visit, bytes on the wire");
  ensureFreshDist(log);
  const sut = await startServiceUnderTest("sqlite", 100);
  const browser = await launchChromium();
  const fetchedOnRepeat = new Set<string>();
  let documents = 0;
  try {
    const figures = await repeat(s.runs, async (): Promise<RunFigures> => {
      const context = await browser.newContext({ baseURL: sut.proc.url });
      try {
        const page = await context.newPage();
        const first = await visit(context, page);
        const again = await visit(context, page);
        documents = Math.max(documents, first.documents);
        again.fetched.forEach((f) => fetchedOnRepeat.add(f));
        return { firstKiB: first.bytes / 1024, repeatKiB: again.bytes / 1024 };
      } finally {
        await context.close();
      }
    });
    const within = (figures.firstKiB?.median ?? Infinity) <= FIRST_VISIT_GOAL_KIB;
    return [
      {
        section: "browser: first visit",
        figure: "bytes on the wire, first visit to a usable sign-in form",
        unit: "KiB",
        summary: figures.firstKiB,
        note: `goal ≤ ${FIRST_VISIT_GOAL_KIB} KiB: ${within ? "within" : "OVER"}; empty browser cache, ${documents} document load(s); headers and compressed bodies (CDP encodedDataLength)`,
      },
      {
        section: "browser: first visit",
        figure: "bytes on the wire, repeat visit",
        unit: "KiB",
        summary: figures.repeatKiB,
        note: `same browser, / again; fetched over the network: ${[...fetchedOnRepeat].sort().join(", ")} (goal: only index.html and API calls)`,
      },
    ];
  } finally {
    await browser.close();
    await sut.stop();
  }
}
