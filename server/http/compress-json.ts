import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { chooseEncoding } from "./accept-encoding";

/**
 * Large JSON answers (lists, the OpenAPI document) go out brotli- or gzip-compressed when the client
 * accepts it; small ones stay as they are, where compressing costs more time than it saves. Answers
 * with an ETag stay uncompressed: their ETag is the entity's version for If-Match and must keep naming
 * exactly these bytes. Compression runs on libuv's thread pool, not on the event loop. docs/caching.md.
 */
export const COMPRESS_JSON_ABOVE_BYTES = 4096;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function compressJson(threshold = COMPRESS_JSON_ABOVE_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Status and headers only, before anything else: reading any other property of @hono/node-server's
    // lightweight Response (even `body`) turns it into a full web Response, whose body then goes out
    // through a ReadableStream: a quarter of a GET's time on the event loop (docs/performance.md).
    if (res.status !== 200) return;
    if (!/^application\/json\b/.test(res.headers.get("Content-Type") ?? "")) return;
    if (res.headers.has("Content-Encoding") || res.headers.has("ETag")) return;
    c.header("Vary", "Accept-Encoding", { append: true });
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"), ["br", "gzip"]);
    const length = Number(res.headers.get("Content-Length") ?? Infinity);
    if (!encoding || length < threshold) return;
    const raw = Buffer.from(await res.arrayBuffer());
    const body =
      raw.length < threshold
        ? raw
        : encoding === "br"
          ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : await gzipAsync(raw, { level: 6 });
    c.res = new Response(new Uint8Array(body), { status: res.status, headers: res.headers });
    // Assigning c.res merges the old headers back in: set the length and coding afterwards.
    c.res.headers.set("Content-Length", String(body.length));
    if (body !== raw) c.res.headers.set("Content-Encoding", encoding);
  };
}
