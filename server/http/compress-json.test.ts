import type { ServerType } from "@hono/node-server";
import { get } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Env } from "./api";
import { compressJson } from "./compress-json";
import { serveApp } from "./node-server";

/** Large JSON answers through the real listener (the API tests go through `app.request`). */
describe("compressJson behind @hono/node-server", () => {
  const list = { items: Array.from({ length: 500 }, (_, i) => ({ id: `id-${i}`, name: `Cable ${i} · Kabel` })) };
  let server: ServerType;
  let url: string;
  beforeAll(async () => {
    const app = new Hono<Env>().use(compressJson()).get("/list", (c) => c.json(list));
    url = await new Promise<string>((resolve) => {
      server = serveApp(
        (request, env) => app.fetch(request, env),
        { port: 0, hostname: "127.0.0.1" },
        (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`),
      );
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends the answer gzip-compressed, and its bytes are the JSON's", async () => {
    // node:http rather than fetch, which would decompress by itself.
    const { encoding, raw } = await new Promise<{ encoding: unknown; raw: Buffer }>((resolve, reject) => {
      get(`${url}/list`, { headers: { "accept-encoding": "gzip" } }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming
          .on("data", (c: Buffer) => chunks.push(c))
          .on("end", () => resolve({ encoding: incoming.headers["content-encoding"], raw: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
    expect(encoding).toBe("gzip");
    expect(JSON.parse(gunzipSync(raw).toString("utf8"))).toEqual(list);
  });
});
