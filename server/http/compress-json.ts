import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { Env } from "./api";
import { chooseEncoding } from "./accept-encoding";
import { requestHeader } from "./request-header";

/**
 * Large JSON answers go out brotli- or gzip-compressed (Hono's `compress` has no brotli); answers with an
 * ETag stay uncompressed, since the ETag names these bytes (docs/caching.md).
 */
export const COMPRESS_JSON_ABOVE_BYTES = 4096;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Fast levels: at these sizes the time is the user's wait, the bytes saved by higher levels matter little. */
const GZIP_LEVEL = 3;
const BROTLI_QUALITY = 4;

/** A JSON answer whose ETag names exactly these bytes (`GET /v1/entities/{id}`): never compressed. */
export function exactJson(c: Context<Env>, body: Uint8Array<ArrayBuffer>, etag: string): Response {
  c.set("exactJson", true);
  return new Response(body, { status: 200, headers: { "Content-Type": "application/json", ETag: etag } });
}

export function compressJson(threshold = COMPRESS_JSON_ABOVE_BYTES): MiddlewareHandler<Env> {
  return async (c, next) => {
    await next();
    if (c.get("exactJson")) return;
    const res = c.res;
    if (res.status !== 200) return;
    if (!/^application\/json\b/.test(res.headers.get("Content-Type") ?? "")) return;
    if (res.headers.has("Content-Encoding") || res.headers.has("ETag")) return;
    res.headers.append("Vary", "Accept-Encoding");
    const encoding = chooseEncoding(requestHeader(c, "accept-encoding"), ["br", "gzip"]);
    const length = Number(res.headers.get("Content-Length") ?? Infinity);
    if (!encoding || length < threshold) return;
    const headers = new Headers(res.headers);
    const raw = Buffer.from(await res.arrayBuffer());
    let body = raw;
    if (raw.length >= threshold) {
      body =
        encoding === "br"
          ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
          : await gzipAsync(raw, { level: GZIP_LEVEL });
      headers.set("Content-Encoding", encoding);
    }
    headers.set("Content-Length", String(body.length));
    // Clearing the final context first keeps Hono from merging the old answer's headers in again.
    c.res = undefined;
    c.res = new Response(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), { status: 200, headers });
  };
}
