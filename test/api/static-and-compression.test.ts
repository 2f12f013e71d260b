import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../scripts/precompress";
import { signUp, type Session } from "../support/client";
import { startService, type TestService } from "../support/service";

/**
 * Caching and compression of the built SPA and of large API answers (docs/caching.md), against a
 * small build written here and precompressed by the same step `vite build` runs.
 */
const INDEX = `<!doctype html><html><head><title>Inventory</title>${"<meta name=x content=y>".repeat(20)}</head><body><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script></body></html>`;
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};`;

function decode(res: Response, bytes: Buffer): string {
  const coding = res.headers.get("content-encoding");
  if (coding === "br") return brotliDecompressSync(bytes).toString();
  if (coding === "gzip") return gunzipSync(bytes).toString();
  return bytes.toString();
}

async function get(svc: TestService, url: string, headers: Record<string, string> = {}) {
  const res = await svc.app.request(url, { headers });
  return { res, text: decode(res, Buffer.from(await res.arrayBuffer())) };
}

describe("static files and compression", () => {
  let svc: TestService;
  let s: Session;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), "inv-dist-"));
    mkdirSync(path.join(dist, "assets"));
    mkdirSync(path.join(dist, ".vite"));
    writeFileSync(path.join(dist, "index.html"), INDEX);
    writeFileSync(path.join(dist, "assets", "index-AbC123.js"), SCRIPT);
    writeFileSync(path.join(dist, ".vite", "manifest.json"), '{"secret":"not served"}');
    writeFileSync(path.join(dist, "robots.txt"), "User-agent: *");
    await precompressDir(dist);
    svc = await startService({ env: { STATIC_DIR: dist } });
    s = await signUp(svc);
  });
  afterAll(async () => {
    await svc.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("serves hashed assets for a year, immutable, as the precompressed copy the client accepts", async () => {
    for (const [accept, coding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["identity", null],
    ] as const) {
      const { res, text } = await get(svc, "/assets/index-AbC123.js", { "accept-encoding": accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get("content-encoding"), accept).toBe(coding);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
      expect(text).toBe(SCRIPT);
    }
    const { res } = await get(svc, "/assets/index-AbC123.js");
    expect(res.headers.get("content-encoding")).toBeNull();
  });

  it("serves index.html with no-cache and an ETag, and answers a matching If-None-Match with 304", async () => {
    const first = await get(svc, "/", { "accept-encoding": "br" });
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("cache-control")).toBe("no-cache");
    expect(first.res.headers.get("content-encoding")).toBe("br");
    expect(first.text).toBe(INDEX);
    const etag = first.res.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);

    const again = await svc.app.request("/", { headers: { "if-none-match": etag, "accept-encoding": "br" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe("no-cache");

    const stale = await svc.app.request("/", { headers: { "if-none-match": '"an-older-build"' } });
    expect(stale.status).toBe(200);
  });

  it("answers the SPA's own paths with index.html, and a missing asset with 404", async () => {
    for (const url of ["/sign-in", "/entities/abc/edit", "/index.html"]) {
      const { res, text } = await get(svc, url);
      expect(res.status, url).toBe(200);
      expect(text, url).toBe(INDEX);
      expect(res.headers.get("cache-control"), url).toBe("no-cache");
    }
    const missing = await svc.app.request("/assets/index-Old999.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).not.toMatch(/html/);
  });

  it("never serves dot-files or anything outside the build", async () => {
    for (const url of ["/.vite/manifest.json", "/..%2f..%2fetc%2fpasswd", "/assets/%2e%2e/%2e%2e/package.json"]) {
      const { text } = await get(svc, url);
      expect(text, url).not.toContain("not served");
      expect(text, url).not.toContain("root:");
      expect(text, url).not.toContain('"name": "shelfscan"');
    }
  });

  it("sends small files as they are", async () => {
    const { res, text } = await get(svc, "/robots.txt", { "accept-encoding": "br, gzip" });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(text).toBe("User-agent: *");
  });

  it("compresses large JSON answers and leaves small ones and versioned entities alone", async () => {
    const big = await get(svc, "/api/openapi.json", { "accept-encoding": "gzip, br" });
    expect(big.res.headers.get("content-encoding")).toBe("br");
    expect(big.res.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(Number(big.res.headers.get("content-length"))).toBeLessThan(big.text.length / 3);
    expect(JSON.parse(big.text).openapi).toBe("3.1.0");

    const gz = await get(svc, "/api/openapi.json", { "accept-encoding": "gzip" });
    expect(gz.res.headers.get("content-encoding")).toBe("gzip");
    expect(gz.text).toBe(big.text);
    const plain = await get(svc, "/api/openapi.json");
    expect(plain.res.headers.get("content-encoding")).toBeNull();
    expect(plain.res.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(plain.text).toBe(big.text);

    const small = await get(svc, "/api/v1/status", { "accept-encoding": "gzip, br" });
    expect(small.res.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(small.text).health).toBe(true);

    const created = await s.req("POST", "/v1/entities", {
      name: "Lamp",
      description: "d".repeat(1000),
      notes: "n".repeat(1000),
      soldNotes: "s".repeat(1000),
      warrantyDetails: "w".repeat(1000),
      fields: [{ name: "Long", type: "text", textValue: "t".repeat(500) }],
    });
    expect(created.status).toBe(201);
    const one = await s.req("GET", `/v1/entities/${created.body.id}`, undefined, { "accept-encoding": "br" });
    expect(one.headers.get("etag")).toBeTruthy();
    expect(one.headers.get("content-encoding")).toBeNull();
    expect(JSON.stringify(one.body).length).toBeGreaterThan(4096);

    for (let i = 0; i < 30; i++) {
      expect((await s.req("POST", "/v1/entities", { name: `Shelf ${i} ${"x".repeat(200)}` })).status).toBe(201);
    }
    const list = await get(svc, "/api/v1/entities?pageSize=50", { authorization: s.token, "accept-encoding": "gzip" });
    expect(list.res.status).toBe(200);
    expect(list.res.headers.get("content-encoding")).toBe("gzip");
    expect(list.res.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(JSON.parse(list.text).items).toHaveLength(31);
  });
});
