import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorBody } from "../../contract";
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

  it("answers over HTTP carry the security headers; a download keeps its own stricter policy", async () => {
    const headers = { authorization: token };
    const created = await fetch(`${http.base}/v1/entities`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ name: "Headers" }),
    });
    const { id } = (await created.json()) as { id: string };
    const form = new FormData();
    form.set("file", new File(["plain words"], "notes.txt", { type: "text/plain" }));
    const uploaded = await fetch(`${http.base}/v1/entities/${id}/attachments`, { method: "POST", headers, body: form });
    expect(uploaded.status).toBe(201);
    const attachmentId = ((await uploaded.json()) as { attachments: Array<{ id: string }> }).attachments[0]!.id;

    // Twice: the second GET sends the kept answer.
    for (const path of [`/v1/entities/${id}`, `/v1/entities/${id}`, "/v1/entities", "/v1/status", "/v1/nope"]) {
      const res = await fetch(`${http.base}${path}`, { headers });
      expect(res.headers.get("content-security-policy"), path).toContain("script-src 'self'");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("permissions-policy"), path).toBe("camera=(self)");
    }
    const entity = await fetch(`${http.base}/v1/entities/${id}`, { headers });
    expect(entity.headers.get("etag")).toMatch(/^"\d+"$/);
    expect(entity.headers.get("content-type")).toBe("application/json");

    const download = await fetch(`${http.base}/v1/entities/${id}/attachments/${attachmentId}`, { headers });
    expect(download.status).toBe(200);
    const csp = download.headers.get("content-security-policy");
    expect(csp).toContain("sandbox");
    expect(csp).not.toContain("script-src");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("a repeated Authorization header is read by its first one; differing Content-Lengths are a 400", async () => {
    const { hostname, port } = new URL(http.base);
    const send = (head: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), hostname, () => socket.write(head));
        let answer = "";
        socket.on("data", (chunk) => (answer += chunk.toString()));
        socket.on("end", () => resolve(answer));
        socket.on("error", reject);
      });
    const get = (first: string, second: string) =>
      send(
        `GET /api/v1/entities?pageSize=1 HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n` +
          `Authorization: ${first}\r\nAuthorization: ${second}\r\n\r\n`,
      );
    expect(await get(token, "not-a-token")).toMatch(/^HTTP\/1\.1 200 /);
    expect(await get("not-a-token", token)).toMatch(/^HTTP\/1\.1 401 /);

    const post =
      `POST /api/v1/entities HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\nAuthorization: ${token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: 12\r\nContent-Length: 13\r\n\r\n{"name":"x"}`;
    const refused = await send(post);
    expect(refused).toMatch(/^HTTP\/1\.1 400 /);
    expect(refused).toMatch(/"error":/);
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
