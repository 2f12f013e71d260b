/** The content codings the service sends, best first: brotli is smaller than gzip for the same text. */
export type Encoding = "br" | "gzip";

/**
 * The best of `available` that Accept-Encoding allows (RFC 9110 12.5.3): highest q, then the order of
 * `available`; undefined means the identity answer.
 */
export function chooseEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of available) {
    const weight = q.get(encoding) ?? (encoding === "gzip" ? q.get("x-gzip") : undefined) ?? q.get("*") ?? 0;
    if (weight > 0 && (!best || weight > best.q)) best = { encoding, q: weight };
  }
  return best?.encoding;
}
