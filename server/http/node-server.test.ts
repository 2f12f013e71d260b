import type { ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";
import { serveApp } from "./node-server";

/** The listener hands the app @hono/node-server's bindings, so the login limit sees the caller's address. */
describe("serveApp", () => {
  let server: ServerType | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  const listen = (fetch: (request: Request, env?: unknown) => Response | Promise<Response>) =>
    new Promise<string>((resolve) => {
      server = serveApp(fetch, { port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
        resolve(`http://127.0.0.1:${info.port}`),
      );
    });
  const hasIncoming = (env: unknown) => (env as { incoming?: unknown } | undefined)?.incoming instanceof Readable;

  it("passes Node's request stream to the app, for HEAD too", async () => {
    const url = await listen(
      (request, env) => new Response(request.method, { headers: { "x-incoming": String(hasIncoming(env)) } }),
    );
    const post = await fetch(url, { method: "POST", body: "{}" });
    expect(await post.text()).toBe("POST");
    expect(post.headers.get("x-incoming")).toBe("true");
    const head = await fetch(url, { method: "HEAD" });
    expect(head.headers.get("x-incoming")).toBe("true");
  });

  it("lets the app see the caller's address", async () => {
    const app = new Hono().get("/", (c) => c.text(clientAddress(c)));
    const url = await listen((request, env) => app.fetch(request, env));
    expect(await (await fetch(url)).text()).toBe("127.0.0.1");
  });
});
