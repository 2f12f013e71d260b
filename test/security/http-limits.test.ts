import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorBody } from "../../src/api/contract";
import { TEST_DB } from "../support/service";
import { signUpOverHttp, startHttpService, type HttpService } from "../load/http-service";

/**
 * What only a real HTTP listener shows: HEAD answers and the request-size limit (docs/api.md). A list
 * filter of hundreds of ids makes a URL far over Node's default 16 KiB; up to 64 KiB of request line and
 * headers is served, and past that the answer is still JSON in the contract's error shape.
 */
describe(`HTTP edges (${TEST_DB})`, () => {
  let http: HttpService;
  let token: string;
  beforeAll(async () => {
    http = await startHttpService();
    token = await signUpOverHttp(http.base);
  });
  afterAll(() => http?.close());

  const ids = (n: number) => Array.from({ length: n }, () => `locationIds=${randomUUID()}`).join("&");

  it("HEAD on API routes carries the security headers", async () => {
    for (const [path, headers] of [
      ["/v1/status", {}],
      ["/v1/entities", { authorization: token }],
      ["/v1/no-such-thing", { authorization: token }],
    ] as const) {
      const res = await fetch(`${http.base}${path}`, { method: "HEAD", headers });
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("content-security-policy"), path).toContain("default-src");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("referrer-policy"), path).toBe("no-referrer");
    }
  });

  it("a large list answer goes out compressed with its own headers, Vary and the security headers", async () => {
    for (let i = 0; i < 25; i++) {
      const res = await fetch(`${http.base}/v1/entities`, {
        method: "POST",
        headers: { authorization: token, "content-type": "application/json" },
        body: JSON.stringify({ name: `Compressed ${i} ${"x".repeat(200)}` }),
      });
      expect(res.status).toBe(201);
    }
    for (const coding of ["br", "gzip", "identity"]) {
      const res = await fetch(`${http.base}/v1/entities?pageSize=50&q=Compressed`, {
        headers: { authorization: token, "accept-encoding": coding },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding"), coding).toBe(coding === "identity" ? null : coding);
      expect(res.headers.get("vary"), coding).toMatch(/Accept-Encoding/);
      expect(res.headers.get("x-content-type-options"), coding).toBe("nosniff");
      expect((await res.json()).items, coding).toHaveLength(25);
    }
  });

  it("a list URL over 16 KiB is served", async () => {
    const url = `${http.base}/v1/entities?${ids(400)}`;
    expect(url.length).toBeGreaterThan(16 * 1024);
    const res = await fetch(url, { headers: { authorization: token } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ items: [], total: 0 });
  });

  it("a request over 64 KiB of URL and headers gets a JSON 431 in the contract's error shape", async () => {
    const url = `${http.base}/v1/entities?${ids(1500)}`;
    expect(url.length).toBeGreaterThan(64 * 1024);
    const res = await fetch(url, { headers: { authorization: token } });
    expect(res.status).toBe(431);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(ErrorBody.parse(await res.json()).error).toMatch(/64 KiB/);
  });
});
