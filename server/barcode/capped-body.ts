/** Upstream JSON bodies larger than this are abandoned (Homebox uses the same 4 MiB cap). */
export const JSON_MAX_BYTES = 4 * 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`the response body is larger than ${limit} bytes`);
  }
}

/**
 * Reads a body (an upstream response or an upload) chunk by chunk and cancels it as soon as more than
 * `maxBytes` arrived, so an oversized or endless body never sits in memory whole.
 */
export async function readCapped(res: Pick<Response, "headers" | "body">, maxBytes: number): Promise<Uint8Array> {
  const declared = res.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(maxBytes);
  }
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

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
