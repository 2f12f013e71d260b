import type { BarcodeResult } from "../../contract";
import type { BarcodeConfig } from "../config";
import type { Db } from "../db/database";
import type { AwayFromTurn } from "../http/admission";
import { downloadImageDataUri } from "./image";
import { CATALOG_SOURCE, httpsOnly, toResult } from "./product";
import { cacheProviderProduct, findStoredProducts, type StoredProduct } from "./product-store";
import { enabledProviders } from "./providers";
import type { Provider } from "./providers/provider";

type Warn = (message: string) => void;

export interface SearchDeps {
  db: Db;
  config: BarcodeConfig;
  fetch: typeof fetch;
  /** Runs the wait on the providers; the route passes one that caps lookups and gives the API turn back meanwhile. */
  outside: AwayFromTurn;
  /** Where a failing source is reported; it never reaches the client. */
  warn?: Warn;
}

/**
 * Searches the group's catalog and every enabled provider at once, catalog rows first; a failing source never
 * fails the request and falls back to its cached answer. Everything ends within `deadlineMs` (docs/barcode.md).
 */
export async function searchBarcode(deps: SearchDeps, groupId: string, code: string): Promise<BarcodeResult[]> {
  const warn = deps.warn ?? ((m: string) => console.warn(`[barcode] ${m}`));
  const providers = enabledProviders(deps.config);
  const gather = () => gatherAnswers(deps, groupId, code, providers, warn);
  // A search of the catalog alone waits on nothing outside, so it takes no lookup slot.
  const { stored, live } = await (providers.length ? deps.outside(gather) : gather());

  const answer: StoredProduct[] = stored.filter((p) => p.source === CATALOG_SOURCE);
  const cached = stored.filter((p) => p.source !== CATALOG_SOURCE);
  providers.forEach((provider, i) => {
    const fresh = live[i];
    answer.push(...(fresh?.length ? fresh : cached.filter((p) => p.source === provider.name)));
  });
  // Cached answers of providers switched off since are still answers the group once got.
  const enabled = new Set(providers.map((p) => p.name));
  answer.push(...cached.filter((p) => !enabled.has(p.source)));

  await cacheFreshAnswers(deps, groupId, code, live, warn);
  return answer.map((p) => toResult(code, p, p.imageBase64));
}

/** The group's stored rows and each provider's live answer (undefined if it failed), once all are in or time is up. */
async function gatherAnswers(deps: SearchDeps, groupId: string, code: string, providers: Provider[], warn: Warn) {
  const { providerTimeoutMs, deadlineMs } = deps.config;
  const reserve = Math.min(250, Math.floor(deadlineMs / 5));
  const deadline = AbortSignal.timeout(Math.max(1, deadlineMs - reserve));

  let stored: StoredProduct[] = [];
  const live: (StoredProduct[] | undefined)[] = providers.map(() => undefined);
  const tasks = [
    findStoredProducts(deps.db.kysely, groupId, code).then(
      (rows) => void (stored = rows),
      (err: unknown) => warn(`the product catalog could not be read: ${String(err)}`),
    ),
    ...providers.map((provider, i) =>
      lookupWithImages(provider, code, deps.fetch, deadline, providerTimeoutMs).then(
        (found) => void (live[i] = found),
        (err: unknown) => warn(`${provider.name} failed for ${JSON.stringify(code)}: ${describe(err)}`),
      ),
    ),
  ];
  // Aborts end every network wait at the deadline; this stop also covers what no signal reaches.
  let stopTimer: NodeJS.Timeout | undefined;
  const hardStop = new Promise<void>((resolve) => (stopTimer = setTimeout(resolve, deadlineMs - reserve / 2)));
  await Promise.race([Promise.allSettled(tasks), hardStop]);
  clearTimeout(stopTimer);
  return { stored, live };
}

async function lookupWithImages(
  provider: Provider,
  code: string,
  fetchFn: typeof fetch,
  deadline: AbortSignal,
  timeoutMs: number,
): Promise<StoredProduct[]> {
  const lookupSignal = AbortSignal.any([deadline, AbortSignal.timeout(timeoutMs)]);
  const found = await provider.lookup(code, { fetch: fetchFn, signal: lookupSignal });
  const imageSignal = AbortSignal.any([deadline, AbortSignal.timeout(timeoutMs)]);
  return Promise.all(
    found.map(async (p) => {
      const imageURL = httpsOnly(p.imageURL);
      const imageBase64 = imageURL ? await downloadImageDataUri(fetchFn, imageURL, { signal: imageSignal }) : "";
      return { ...p, imageURL, imageBase64 };
    }),
  );
}

/** One cached row per provider and code (the table's key): its first result. */
async function cacheFreshAnswers(
  deps: SearchDeps,
  groupId: string,
  code: string,
  live: readonly (StoredProduct[] | undefined)[],
  warn: Warn,
): Promise<void> {
  for (const fresh of live) {
    const first = fresh?.[0];
    if (!first) continue;
    await cacheProviderProduct(deps.db.kysely, groupId, code, first).catch((err: unknown) =>
      warn(`caching the ${first.source} answer failed: ${String(err)}`),
    );
  }
}

function describe(err: unknown): string {
  if (err instanceof Error) return err.name === "TimeoutError" || err.name === "AbortError" ? "timed out" : err.message;
  return String(err);
}
