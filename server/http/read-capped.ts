import type { Readable } from "node:stream";

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`the response body is larger than ${limit} bytes`);
  }
}

/**
 * Reads a body (an upstream response or an upload) chunk by chunk and cancels it as soon as more than
 * `maxBytes` arrived, so an oversized or endless body never sits in memory whole.
 */
export async function readCapped(
  res: Pick<Response, "headers" | "body">,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = res.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(maxBytes);
  }
  if (!res.body) return new Uint8Array();
  return collectCapped(chunksOf(res.body), maxBytes);
}

async function* chunksOf(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * A request's body, read from Node's own request stream when the service runs on @hono/node-server
 * (`incoming`): asking the Request for its body builds a web ReadableStream over that stream, a
 * Request and an AbortController first, which cost a write request about a tenth of its time on the
 * event loop (docs/performance.md). Elsewhere (Hono's `app.request` in tests) from the Request.
 */
export function readRequestCapped(
  request: Request,
  incoming: Readable | undefined,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!incoming) return readCapped(request, maxBytes);
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) {
    incoming.destroy();
    return Promise.reject(new BodyTooLargeError(maxBytes));
  }
  return collectCapped(incoming, maxBytes);
}

/** Leaving the loop early (past the limit) cancels the stream, as an async iterator's return does. */
async function collectCapped(chunks: AsyncIterable<Uint8Array>, maxBytes: number) {
  const collected: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new BodyTooLargeError(maxBytes);
    collected.push(chunk);
  }
  return Buffer.concat(collected);
}
