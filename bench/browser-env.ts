import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { ensureFreshDist } from "./fresh-dist";
import { startServiceUnderTest, type ServiceUnderTest } from "./service-under-test";

/**
 * What every browser figure runs against: the real service (bench/service-under-test.ts) on SQLite
 * seeded by bench/seed.ts, serving the built SPA from dist/ (built first when missing or stale), and Debian's
 * Chromium driven by playwright-core with the e2e suite's flags (playwright.config.ts).
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const launchChromium = (extraArgs: string[] = []): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });

export interface Session {
  token: string;
  attachmentToken: string;
  expiresAt: string;
}

export interface BrowserBench {
  sut: ServiceUnderTest;
  origin: string;
  session: Session;
  browser: Browser;
  /** Authenticated JSON call to the API (path under /api, e.g. `/v1/tags`). */
  api<T = unknown>(method: string, path: string, body?: unknown, contentType?: string): Promise<T>;
  /** A fresh context (empty caches: a cold load) whose localStorage holds the session. */
  signedInContext(): Promise<BrowserContext>;
  stop(): Promise<void>;
}

export async function startBrowserBench(entities: number): Promise<BrowserBench> {
  ensureFreshDist((what) => console.error(`[bench browser] ${what}`));
  const sut = await startServiceUnderTest("sqlite", entities);
  const origin = sut.proc.url;
  const { SEED_USER } = await import("./seed");
  const login = await fetch(`${sut.api}/v1/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: SEED_USER.email, password: SEED_USER.password, stayLoggedIn: true }),
  });
  if (login.status !== 200) throw new Error(`browser bench login failed: ${login.status}`);
  const session = (await login.json()) as Session;
  const browser = await launchChromium();

  const api = async (method: string, path: string, body?: unknown, contentType = "application/json") => {
    const res = await fetch(`${sut.api}${path}`, {
      method,
      headers: { authorization: session.token, "content-type": contentType },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? undefined : res.json();
  };

  return {
    sut,
    origin,
    session,
    browser,
    api,
    async signedInContext() {
      const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
      await context.addInitScript((s) => {
        localStorage.setItem("inventory.session", s);
        localStorage.setItem("inventory.signedInBefore", "1");
      }, JSON.stringify(session));
      return context;
    },
    async stop() {
      await browser.close();
      await sut.stop();
    },
  };
}

/** Milliseconds from `from` to `to` of the page's User Timing marks (the latest of each name). */
export function markGap(page: Page, from: string, to: string): Promise<number> {
  return page.evaluate(
    ([a, b]) =>
      (performance.getEntriesByName(b).at(-1)?.startTime ?? NaN) -
      (performance.getEntriesByName(a).at(-1)?.startTime ?? NaN),
    [from, to] as const,
  );
}
