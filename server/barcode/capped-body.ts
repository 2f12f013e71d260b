import { readCapped } from "../http/read-capped";

/** Upstream JSON bodies larger than this are abandoned (Homebox uses the same 4 MiB cap). */
export const JSON_MAX_BYTES = 4 * 1024 * 1024;

export interface UpstreamAnswer {
  status: number;
  headers: Headers;
  /** The parsed body, or undefined when it was not JSON (an HTML error page, a truncated body). */
  json: unknown;
}

/**
 * GETs a provider URL and parses its body as JSON when it can. Redirects are not followed: every
 * provider answers its lookups directly, and a 3xx (Open Facts' "lives on a sibling site") is a miss.
 */
export async function getJson(
  fetchFn: typeof fetch,
  url: string,
  opts: { headers?: Record<string, string>; signal: AbortSignal; maxBytes?: number },
): Promise<UpstreamAnswer> {
  const res = await fetchFn(url, {
    headers: { accept: "application/json", ...opts.headers },
    signal: opts.signal,
    redirect: "manual",
  });
  const bytes = await readCapped(res, opts.maxBytes ?? JSON_MAX_BYTES);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json };
}

/** Reads `obj.key` from untrusted JSON without trusting its shape. */
export function field(obj: unknown, key: string): unknown {
  return typeof obj === "object" && obj !== null && !Array.isArray(obj)
    ? (obj as Record<string, unknown>)[key]
    : undefined;
}
