import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { admitInTurns, awayFromTurn, takeTurnAfterBody } from "./admission";
import type { Env } from "./api";
import { ApiError } from "./errors";

/** An app whose `/work/:n` requests each wait until the test lets them finish. */
function appWithGate(slots: number, maxWaitMs = 10_000) {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const app = new Hono<Env>();
  app.onError((err, c) =>
    err instanceof ApiError ? c.json({ error: err.message }, err.status, err.headers) : c.text("bug", 500),
  );
  app.use(admitInTurns({ slots, maxWaitMs, exempt: (path) => path === "/status" }));
  app.get("/status", (c) => c.json(c.get("apiLine")?.()));
  app.post("/upload", (c) => c.text("uploaded"));
  app.post("/heavy-upload", async (c) => {
    await c.req.text();
    await takeTurnAfterBody(c.req.raw);
    started.push("heavy");
    return c.text("restored");
  });
  app.post("/work/:n", async (c) => {
    const body = await c.req.text();
    await takeTurnAfterBody(c.req.raw);
    started.push(body);
    await new Promise<void>((resolve) => finish.set(body, resolve));
    return c.text(body);
  });
  app.get("/away/:n", async (c) => {
    const n = c.req.param("n");
    await awayFromTurn(c.req.raw, () => new Promise<void>((resolve) => finish.set(`${n} outside`, resolve)));
    started.push(`${n} back`);
    await new Promise<void>((resolve) => finish.set(n, resolve));
    return c.text(n);
  });
  app.get("/work/:n", async (c) => {
    const n = c.req.param("n");
    started.push(n);
    if (n === "fails") throw new ApiError(422, "no");
    await new Promise<void>((resolve) => finish.set(n, resolve));
    return c.text(n);
  });
  const settle = () => new Promise((r) => setTimeout(r, 5));
  return { app, started, finish: (n: string) => finish.get(n)?.(), settle };
}

describe("admitInTurns", () => {
  it("runs at most `slots` requests at once and admits the rest in arrival order", async () => {
    const { app, started, finish, settle } = appWithGate(2);
    const answers = ["a", "b", "c", "d"].map((n) => app.request(`/work/${n}`));
    await settle();
    expect(started).toEqual(["a", "b"]);
    finish("b");
    await settle();
    expect(started).toEqual(["a", "b", "c"]);
    finish("a");
    await settle();
    expect(started).toEqual(["a", "b", "c", "d"]);
    finish("c");
    finish("d");
    expect(await Promise.all(answers.map(async (r) => (await r).text()))).toEqual(["a", "b", "c", "d"]);
  });

  it("lets the status probe and multipart uploads past a full queue", async () => {
    const { app, finish, settle } = appWithGate(1);
    const busy = app.request("/work/a");
    await settle();
    expect((await app.request("/status")).status).toBe(200);
    const upload = await app.request("/upload", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "--x--",
    });
    expect(await upload.text()).toBe("uploaded");
    // Media types are case-insensitive: the upload routes accept this one, so it is let past as well.
    const shouted = await app.request("/upload", {
      method: "POST",
      headers: { "content-type": "Multipart/Form-Data ; boundary=x" },
      body: "--x--",
    });
    expect(await shouted.text()).toBe("uploaded");
    finish("a");
    expect((await busy).status).toBe(200);
  });

  it("gives an upload whose route asks for it a turn after its body, in line with the others", async () => {
    const { app, started, finish, settle } = appWithGate(1);
    const busy = app.request("/work/a");
    await settle();
    const heavy = app.request("/heavy-upload", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "--x--",
    });
    await settle();
    expect(started).toEqual(["a"]);
    finish("a");
    expect(await (await heavy).text()).toBe("restored");
    expect(started).toEqual(["a", "heavy"]);
    expect((await busy).status).toBe(200);
  });

  it("frees the slot of a request that failed", async () => {
    const { app, started, finish, settle } = appWithGate(1);
    expect((await app.request("/work/fails")).status).toBe(422);
    const next = app.request("/work/b");
    await settle();
    expect(started).toEqual(["fails", "b"]);
    finish("b");
    expect((await next).status).toBe(200);
  });

  it("answers 503 with Retry-After to a request that waited too long, and does not run it later", async () => {
    const { app, started, finish, settle } = appWithGate(1, 20);
    const busy = app.request("/work/a");
    const late = await app.request("/work/b");
    expect(late.status).toBe(503);
    expect(late.headers.get("retry-after")).toBe("1");
    expect(((await late.json()) as { error: string }).error).toMatch(/too busy/);
    finish("a");
    await busy;
    await settle();
    expect(started).toEqual(["a"]);
    // The slot is free again for the next request.
    const after = app.request("/work/c");
    await settle();
    finish("c");
    expect((await after).status).toBe(200);
  });

  it("gives a request with a body its turn once the body has arrived, so a slow sender holds none", async () => {
    const { app, started, finish, settle } = appWithGate(1);
    let sendRest = () => {};
    const trickle = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("sl"));
        sendRest = () => {
          controller.enqueue(new TextEncoder().encode("ow"));
          controller.close();
        };
      },
    });
    const slow = app.request("/work/slow", {
      method: "POST",
      headers: { "transfer-encoding": "chunked" },
      body: trickle,
      duplex: "half",
    } as RequestInit);
    const quick = app.request("/work/a");
    await settle();
    expect(started).toEqual(["a"]);
    sendRest();
    await settle();
    // The body is in, and the one turn is a's: the slow request waits in line for it.
    expect(started).toEqual(["a"]);
    finish("a");
    await settle();
    expect(started).toEqual(["a", "slow"]);
    finish("slow");
    expect(await (await slow).text()).toBe("slow");
    expect((await quick).status).toBe(200);
  });

  it("lets a request wait on the outside world without its turn, then gives it the next turn first", async () => {
    const { app, started, finish, settle } = appWithGate(1);
    const away = app.request("/away/a");
    await settle();
    const b = app.request("/work/b");
    await settle();
    expect(started).toEqual(["b"]);
    const c = app.request("/work/c");
    finish("a outside");
    await settle();
    // a waits for its turn again, ahead of c, which came earlier.
    expect(started).toEqual(["b"]);
    finish("b");
    await settle();
    expect(started).toEqual(["b", "a back"]);
    finish("a");
    await settle();
    expect(started).toEqual(["b", "a back", "c"]);
    finish("c");
    expect((await Promise.all([away, b, c])).map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it("tells the status probe the line is busy once a request waited half its limit, and after one was turned away", async () => {
    const { app, finish, settle } = appWithGate(1, 200);
    const line = async () => (await app.request("/status")).json();
    const busy = app.request("/work/a");
    await settle();
    expect(await line()).toEqual({ state: "ok", waiting: 0, longestWaitMs: 0 });
    const late = app.request("/work/b");
    await vi.waitFor(async () => expect(await line()).toMatchObject({ state: "busy", waiting: 1 }));
    expect((await late).status).toBe(503);
    expect(await line()).toMatchObject({ state: "busy", waiting: 0 });
    finish("a");
    await busy;
    await vi.waitFor(async () => expect(await line()).toMatchObject({ state: "ok" }));
  });
});
