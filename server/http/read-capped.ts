export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`the response body is larger than ${limit} bytes`);
  }
}

/**
 * A request body past its limit is still read, and dropped, up to this many bytes: most clients read the
 * answer only once they have sent their whole body, and to them a connection closed early shows no 413.
 */
export const REQUEST_DRAIN_BYTES = 64 * 1024 * 1024;

/**
 * Reads a body chunk by chunk and keeps at most `maxBytes` in memory. Past `maxBytes` it reads on, keeping
 * nothing, until `drainBytes` (by default none), then cancels the body; either way BodyTooLargeError.
 */
export async function readCapped(
  res: Pick<Response, "headers" | "body">,
  maxBytes: number,
  drainBytes = 0,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = res.headers.get("content-length");
  if (declared != null && Number(declared) > Math.max(maxBytes, drainBytes)) {
    await res.body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(maxBytes);
  }
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const collected: Uint8Array[] = [];
  let total = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      total += read.value.byteLength;
      if (total > maxBytes && total > drainBytes) throw new BodyTooLargeError(maxBytes);
      if (total <= maxBytes) collected.push(read.value);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  if (total > maxBytes) throw new BodyTooLargeError(maxBytes);
  return Buffer.concat(collected);
}

/** A request's body: at most `maxBytes` kept, the rest of a larger one read and dropped (REQUEST_DRAIN_BYTES). */
export const readRequestCapped = (c: { req: { raw: Request } }, maxBytes: number) =>
  readCapped(c.req.raw, maxBytes, REQUEST_DRAIN_BYTES);
