import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Context } from "hono";
import { chooseEncoding, type Encoding } from "./accept-encoding";
import { requestHeader } from "./request-header";

/**
 * The built SPA (docs/caching.md): hashed assets cached for a year, everything else `no-cache` with an
 * ETag, each sent precompressed when allowed. Unknown paths get index.html; a missing asset is a 404.
 */
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
};

interface Loaded {
  mtimeMs: number;
  size: number;
  etag: string;
  bodies: { identity: Buffer } & Partial<Record<Encoding, Buffer>>;
}

/** Files as read, kept while their modification time and size stay the same (dist/ is small). */
const cache = new Map<string, Loaded>();

function fileStat(file: string) {
  try {
    const s = statSync(file);
    return s.isFile() ? s : undefined;
  } catch {
    return undefined;
  }
}

const etagOf = (body: Buffer) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;

function load(file: string): Loaded | undefined {
  const stat = fileStat(file);
  if (!stat) return undefined;
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit;
  const identity = readFileSync(file);
  const bodies: Loaded["bodies"] = { identity };
  for (const encoding of ["br", "gzip"] as const) {
    // A copy older than the file belongs to an earlier build: ignore it rather than send stale bytes.
    const copy = fileStat(file + SUFFIX[encoding]);
    if (copy && copy.mtimeMs >= stat.mtimeMs) bodies[encoding] = readFileSync(file + SUFFIX[encoding]);
  }
  const etag = etagOf(identity);
  const loaded = { mtimeMs: stat.mtimeMs, size: stat.size, etag, bodies };
  cache.set(file, loaded);
  return loaded;
}

/** The file a request path names inside `root`, or undefined for dot-files and paths that leave it. */
function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0") || decoded.split("/").some((seg) => seg.startsWith("."))) return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return file.startsWith(root + path.sep) ? file : undefined;
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === "*" || header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}

function send(c: Context, file: string, loaded: Loaded, cacheControl: string): Response {
  const encodings = (["br", "gzip"] as const).filter((e) => loaded.bodies[e]);
  const headers: Record<string, string> = {
    "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream",
    "Cache-Control": cacheControl,
    ETag: loaded.etag,
  };
  if (encodings.length) headers.Vary = "Accept-Encoding";
  if (ifNoneMatch(requestHeader(c, "if-none-match"), loaded.etag)) return c.body(null, 304, headers);
  const encoding = chooseEncoding(requestHeader(c, "accept-encoding"), encodings);
  const body = (encoding && loaded.bodies[encoding]) || loaded.bodies.identity;
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = String(body.length);
  return c.body(new Uint8Array(body), 200, headers);
}

/**
 * index.html names the base path in `<base href>`, which the built SPA's relative asset links and its router
 * read; under a BASE_PATH the built `/` is replaced once per build (the precompressed copies then do not apply).
 */
function withBasePath(index: Loaded, basePath: string): Loaded {
  if (!basePath) return index;
  const html = index.bodies.identity.toString("utf8").replace('<base href="/"', `<base href="${basePath}/"`);
  const identity = Buffer.from(html);
  return { ...index, etag: etagOf(identity), bodies: { identity } };
}

/** Handler for GET/HEAD outside /api: a built file, or index.html for the SPA's own paths. */
export function serveSpa(staticDir: string, basePath = "") {
  const root = path.resolve(staticDir);
  const indexFile = path.join(root, "index.html");
  const rebased = new WeakMap<Loaded, Loaded>();
  const indexBody = (index: Loaded) => {
    let body = rebased.get(index);
    if (!body) rebased.set(index, (body = withBasePath(index, basePath)));
    return body;
  };
  return (c: Context): Response => {
    const file = resolveInside(root, c.req.path);
    const loaded = file && file !== indexFile ? load(file) : undefined;
    if (file && loaded) return send(c, file, loaded, c.req.path.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
    if (c.req.path.startsWith("/assets/")) return c.text("There is no such file in this build.", 404);
    const index = load(indexFile);
    if (!index) return c.text("The SPA is not built: run `npm run build`.", 404);
    return send(c, indexFile, indexBody(index), REVALIDATE);
  };
}
