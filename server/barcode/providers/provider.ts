import type { FoundProduct } from "../product";

/** What a provider lookup gets: the injectable fetch and the signal that ends its time. */
export interface LookupContext {
  fetch: typeof fetch;
  signal: AbortSignal;
}

/**
 * One external product database. `lookup` resolves to [] for "not found" and throws for a failure
 * (bad status, garbage body, timeout); the search logs the failure and carries on without it.
 */
export interface Provider {
  /** The result's search_engine_name, also the cache's `source`. */
  name: string;
  lookup(code: string, ctx: LookupContext): Promise<FoundProduct[]>;
}

export class ProviderError extends Error {}

/** Entity field lengths (docs/spec/contract.md, "Entity fields"), so that `item` can be created exactly as returned. */
export const clip = (s: string, max: number) => (s.length > max ? s.slice(0, max) : s);

export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, "")}${path}`;
