import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { preview } from "vite";
import { describe, expect, it } from "vitest";
import { useSignedInService } from "../support/signed-in-service";
import { listen, openSocket } from "../support/web-socket";

/**
 * The server of scripts/homebox-web.sh (`vite preview` with scripts/homebox-web.vite.config.ts) in front of
 * a real listener, with a stand-in for Homebox's built app: building Homebox's own needs the internet.
 */
describe("the server of the Homebox web app script", () => {
  const { svc, s } = useSignedInService();

  it("serves the app's files, its index.html for any other page, and forwards /api and the WebSocket", async () => {
    const net = await listen(svc);
    const dir = mkdtempSync(path.join(tmpdir(), "homebox-web-"));
    mkdirSync(path.join(dir, "_nuxt"));
    writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Homebox</title>");
    writeFileSync(path.join(dir, "_nuxt", "app.js"), "export {};");
    Object.assign(process.env, { HOMEBOX_WEB_DIR: dir, HOMEBOX_WEB_PORT: "0", INVENTORY_URL: net.origin });
    const server = await preview({ configFile: "scripts/homebox-web.vite.config.ts", logLevel: "silent" });
    try {
      const url = server.resolvedUrls?.local[0]?.replace(/\/$/, "");
      if (!url) throw new Error("vite preview printed no URL");
      const text = async (p: string, init?: RequestInit) => (await fetch(`${url}${p}`, init)).text();
      expect(await text("/")).toContain("<title>Homebox</title>");
      expect(await text("/location/0b0e8a9c-1f7e-4d51-9a31-5f0d1c8f1e2a")).toContain("<title>Homebox</title>");
      expect(await text("/_nuxt/app.js")).toBe("export {};");
      expect(JSON.parse(await text("/api/v1/status"))).toMatchObject({ health: true });
      const { host } = new URL(url);
      const opened = await openSocket(`ws://${host}/api/v1/ws/events`, {
        protocols: ["hb-auth", s.attachmentToken],
        headers: { origin: url },
      });
      if (opened.refused !== undefined) throw new Error(`the upgrade was refused: ${opened.refused}`);
      const made = await text("/api/v1/tags", {
        method: "POST",
        headers: { authorization: s.token, "content-type": "application/json" },
        body: JSON.stringify({ name: "Through the proxy" }),
      });
      expect(JSON.parse(made)).toMatchObject({ name: "Through the proxy" });
      expect(await opened.socket.next()).toEqual({ event: "tag.mutation" });
      await opened.socket.close();
    } finally {
      await server.close();
      await net.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("comes with a script that bash can parse (running it needs the internet)", () => {
    expect(() => execFileSync("bash", ["-n", "scripts/homebox-web.sh"])).not.toThrow();
  });
});
