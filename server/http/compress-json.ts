import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { Env } from "./api";
import { chooseEncoding } from "./accept-encoding";
import { requestHeader } from "./request-header";

/**
 * Large JSON answers (lists, the OpenAPI document) go out brotli- or gzip-compressed when the client
 * accepts it; small ones stay as they are, where compressing costs more time than it saves. Answers
 * with an ETag stay uncompressed: their ETag is the entity's version for If-Match and must keep naming
 * exactly these bytes. Compression runs on libuv's thread pool, not on the event loop. docs/caching.md.
 */
export const COMPRESS_JSON_ABOVE_BYTES = 4096;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/**
 * gzip level 3: on a 1 MB list answer it took 4.8 ms against level 6's 10.2 ms, for 103 KB against
 * 87 KB; the time is the user's wait, the bytes matter little at these sizes. Brotli quality 4 (what
 * browsers get) took 5.1 ms for 70 KB.
 */
const GZIP_LEVEL = 3;

/**
 * A JSON answer whose ETag names exactly these bytes, as `GET /v1/entities/{id}` sends its kept answers:
 * never compressed, and the answer's headers stay a plain object all the way to Node's `writeHead`, since
 * neither Hono's `c.header` nor the look at the headers below turns them into a web `Headers` (about 5 %
 * of such a GET's time, docs/performance.md).
 */
export function exactJson(c: Context<Env>, body: Uint8Array<ArrayBuffer>, etag: string): Response {
  c.set("exactJson", true);
  return new Response(body, { status: 200, headers: { "Content-Type": "application/json", ETag: etag } });
}

export function compressJson(threshold = COMPRESS_JSON_ABOVE_BYTES): MiddlewareHandler<Env> {
  return async (c, next) => {
    await next();
    if (c.get("exactJson")) return;
    const res = c.res;
    // Status and headers only, and headers changed on `res.headers` itself: reading any other property
    // of @hono/node-server's lightweight Response (even `body`, which Hono's `c.header` reads once the
    // answer is final) turns it into a full web Response, whose body then goes out through a
    // ReadableStream: a quarter of a GET's time on the event loop (docs/performance.md).
    if (res.status !== 200) return;
    if (!/^application\/json\b/.test(res.headers.get("Content-Type") ?? "")) return;
    if (res.headers.has("Content-Encoding") || res.headers.has("ETag")) return;
    res.headers.append("Vary", "Accept-Encoding");
    const encoding = chooseEncoding(requestHeader(c, "accept-encoding"), ["br", "gzip"]);
    const length = Number(res.headers.get("Content-Length") ?? Infinity);
    if (!encoding || length < threshold) return;
    // Copied before the body is read: reading it rebuilds the answer from the headers it was made with.
    const headers = new Headers(res.headers);
    const raw = await bodyBytes(res);
    let body = raw;
    if (raw.length >= threshold) {
      body =
        encoding === "br"
          ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : await gzipAsync(raw, { level: GZIP_LEVEL });
      headers.set("Content-Encoding", encoding);
    }
    headers.set("Content-Length", String(body.length));
    // Assigning a Response to a final context rebuilds it from the new one's `body` (a stream, as
    // above) to merge the old headers in; clearing it first skips that, and the headers are here already.
    c.res = undefined;
    c.res = new Response(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), { status: 200, headers });
  };
}

/**
 * The answer's bytes. @hono/node-server's lightweight Response keeps what it was made with (status, the
 * text `c.json` wrote, headers) under a symbol of its own until something asks for more; `arrayBuffer()`
 * builds a full web Response around the text and reads it back through a stream instead: 3.0 ms against
 * 0.6 for the text itself, on a list answer of 1 MB. Any other answer (a stream, a Response made
 * elsewhere, as in tests through `app.request`) is read the long way.
 */
export async function bodyBytes(res: Response): Promise<Buffer<ArrayBuffer>> {
  const text = lightweightText(res);
  // A string's bytes always go into an ordinary ArrayBuffer, never a shared one.
  return text === undefined ? Buffer.from(await res.arrayBuffer()) : (Buffer.from(text) as Buffer<ArrayBuffer>);
}

function lightweightText(res: Response): string | undefined {
  const key = Object.getOwnPropertySymbols(res).find((s) => s.description === "cache");
  const kept: unknown = key ? (res as unknown as Record<symbol, unknown>)[key] : undefined;
  return Array.isArray(kept) && typeof kept[1] === "string" ? kept[1] : undefined;
}
