import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { labelEndpoints } from "../../contract/labels";
import { loadConfig } from "../../server/config";
import { signUp, type Session } from "../support/client";
import { startService, TEST_DB, type TestService } from "../support/service";

const INDEX = `<!doctype html><html><head><base href="/" /><script src="./theme-boot.js"></script></head><body></body></html>`;

describe("BASE_PATH settings", () => {
  it("normalises the prefix and refuses what is not a plain path", () => {
    expect(loadConfig({}).basePath).toBe("");
    expect(loadConfig({ BASE_PATH: "/" }).basePath).toBe("");
    expect(loadConfig({ BASE_PATH: "inventory/" }).basePath).toBe("/inventory");
    expect(loadConfig({ BASE_PATH: "/apps/stuff" }).basePath).toBe("/apps/stuff");
    for (const bad of ["/a b", '/x"><script>', "/../etc", "/a//b", "/a?b"]) {
      expect(() => loadConfig({ BASE_PATH: bad }), bad).toThrow(/BASE_PATH must be a path/);
    }
  });
});

describe(`the service under BASE_PATH=/inventory (${TEST_DB})`, () => {
  let svc: TestService;
  let s: Session;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), "inv-dist-"));
    writeFileSync(path.join(dist, "index.html"), INDEX);
    writeFileSync(path.join(dist, "index.html.gz"), "not the rebased page");
    svc = await startService({ env: { BASE_PATH: "/inventory", STATIC_DIR: dist } });
    s = await signUp(svc);
  });
  afterAll(async () => {
    await svc.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("answers the API and the SPA only under the prefix", async () => {
    expect((await svc.app.request("/inventory/api/v1/status")).status).toBe(200);
    expect((await svc.app.request("/api/v1/status")).status).toBe(404);
    expect((await svc.app.request("/entities/x")).status).toBe(404);
    const missing = await svc.app.request("/inventory/api/v1/nothing-here");
    expect(await missing.json()).toMatchObject({ code: "not_found" });
  });

  it("names the prefix in index.html's <base href>, for every app path, never from a stale precompressed copy", async () => {
    for (const url of ["/inventory", "/inventory/", "/inventory/entities/x", "/inventory/inventory"]) {
      const res = await svc.app.request(url, { headers: { "accept-encoding": "gzip, br" } });
      expect(res.headers.get("content-encoding"), url).toBeNull();
      expect(await res.text(), url).toContain('<base href="/inventory/" />');
    }
  });

  it("sets the session cookies for the prefix only", async () => {
    const res = await svc.app.request("http://localhost/inventory/api/v1/users/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ username: s.email, password: "correct horse battery", stayLoggedIn: true }),
    });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toContain("Path=/inventory;");
  });

  it("links labels to the app under its prefix", async () => {
    const res = await s.call(labelEndpoints.settings);
    expect(res.body).toEqual({ baseUrl: "http://localhost/inventory", configured: false });
  });
});

describe(`PUBLIC_URL with BASE_PATH (${TEST_DB})`, () => {
  it("adds the prefix to PUBLIC_URL unless it already ends with it", async () => {
    for (const publicUrl of ["https://things.example.org", "https://things.example.org/inventory"]) {
      const svc = await startService({ env: { BASE_PATH: "/inventory", PUBLIC_URL: publicUrl } });
      try {
        const s = await signUp(svc);
        const res = await s.call(labelEndpoints.settings);
        expect(res.body.baseUrl).toBe("https://things.example.org/inventory");
      } finally {
        await svc.close();
      }
    }
  });
});
