import { nodeBindings } from "./request-header";

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
  if (declaresMore(res.headers.get("content-length"), maxBytes)) {
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

const declaresMore = (declared: string | null | undefined, maxBytes: number) =>
  declared != null && Number(declared) > maxBytes;

/** What readRequestCapped needs of a Hono context: the request, and the server's bindings. */
type RequestContext = { req: { raw: Request }; env: unknown };

/**
 * A request's body, read from Node's own request stream when the service runs on @hono/node-server
 * (its bindings carry `incoming`): asking the Request for its body builds a web ReadableStream over
 * that stream, a Request and an AbortController first, about 7 % of a PATCH's time on the event loop
 * (docs/performance.md). Elsewhere (Hono's `app.request` in tests) from the Request.
 */
export function readRequestCapped(c: RequestContext, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const { incoming } = nodeBindings(c);
  if (!incoming) return readCapped(c.req.raw, maxBytes);
  // The declared length as Node parsed it: the Request's `headers` would be built for this alone.
  if (declaresMore(incoming.headers["content-length"], maxBytes)) {
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
