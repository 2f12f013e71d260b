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

  it("a settings body nested 10,000 deep is a 400, not a 500", async () => {
    const body = `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    const res = await fetch(`${http.base}/v1/users/self/settings`, {
      method: "PUT",
      headers: { authorization: token, "content-type": "application/json" },
      body,
    });
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error).toMatch(/nested/);
  });

  it("fetch sees the 413 of a body over 1 MiB, however large the body", async () => {
    for (const mib of [2, 16]) {
      const res = await fetch(`${http.base}/v1/entities`, {
        method: "POST",
        headers: { authorization: token, "content-type": "application/json" },
        body: JSON.stringify({ name: "x".repeat(mib * 1024 * 1024) }),
      });
      expect(res.status).toBe(413);
      expect(ErrorBody.parse(await res.json()).error).toMatch(/1 MiB/);
    }
  });

  it.each([
    ["declares its length", true],
    ["comes chunked", false],
  ])("a body over 1 MiB that %s gets the 413 in the contract's error shape", async (_, declared) => {
    const big = JSON.stringify({ name: "x".repeat(3 * 1024 * 1024) });
    const answer = await rawRequest(http.base, "/v1/entities", token, big, declared);
    expect(answer.status).toBe(413);
    expect(ErrorBody.parse(JSON.parse(answer.body)).error).toMatch(/1 MiB/);
  });

  it("a client sending 4 MiB over a slow link reads the 413 once it has sent it all", async () => {
    const big = JSON.stringify({ name: "x".repeat(4 * 1024 * 1024) });
    const answer = await rawRequest(http.base, "/v1/entities", token, big, true, 20);
    expect(answer.status).toBe(413);
    expect(ErrorBody.parse(JSON.parse(answer.body)).error).toMatch(/1 MiB/);
  });
});

/**
 * A POST written to the socket as most clients do: the whole body first (in 64 KiB pieces, `pauseMs`
 * apart, as over a slow link), then the answer is read. Resolves with the answer, or status 0 when the
 * connection closed before one could be read.
 */
async function rawRequest(base: string, path: string, token: string, body: string, declared: boolean, pauseMs = 0) {
  const url = new URL(`${base}${path}`);
  const socket = connect(Number(url.port), url.hostname);
  let received = "";
  let failed = false;
  socket.on("data", (chunk) => (received += chunk.toString()));
  socket.on("error", () => (failed = true));
  const closed = new Promise((resolve) => socket.on("close", resolve));
  const length = Buffer.byteLength(body);
  const head = declared ? `Content-Length: ${length}` : "Transfer-Encoding: chunked";
  const wire = declared ? body : `${length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
  socket.write(
    `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: ${token}\r\n` +
      `Content-Type: application/json\r\n${head}\r\nConnection: close\r\n\r\n`,
  );
  for (let at = 0; at < wire.length && !failed; at += 64 * 1024) {
    await new Promise<void>((resolve) => socket.write(wire.slice(at, at + 64 * 1024), () => resolve()));
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  await closed;
  const status = failed ? 0 : Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
  return { status, body: received.slice(received.indexOf("\r\n\r\n") + 4) };
}
