import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { BodyTooLargeError, readCapped, readRequestCapped } from "./read-capped";

/** The parts of a Hono context readRequestCapped reads; `incoming` as @hono/node-server binds it, with Node's headers. */
const context = (incoming?: Readable, headers: Record<string, string> = {}) => ({
  req: { raw: new Request("http://localhost/", { method: "POST", headers, body: "ignored" }) },
  env: incoming ? { incoming: Object.assign(incoming, { headers }) } : undefined,
});
const chunks = (...parts: string[]) => Readable.from(parts.map((p) => Buffer.from(p)));

describe("readRequestCapped: a request body read from Node's own stream", () => {
  it("joins the chunks of a body within the limit", async () => {
    const bytes = await readRequestCapped(context(chunks('{"na', 'me":', '"a"}')), 100);
    expect(Buffer.from(bytes).toString()).toBe('{"name":"a"}');
  });

  it("stops reading past the limit and ends the stream", async () => {
    const stream = chunks("x".repeat(60), "x".repeat(60), "never read");
    await expect(readRequestCapped(context(stream), 100)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(stream.destroyed).toBe(true);
  });

  it("refuses a declared length over the limit without reading", async () => {
    const stream = chunks("{}");
    const read = readRequestCapped(context(stream, { "content-length": "101" }), 100);
    await expect(read).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(stream.destroyed).toBe(true);
  });

  it("reads the Request's own body where there is no Node stream (app.request in tests)", async () => {
    const bytes = await readRequestCapped(context(), 100);
    expect(Buffer.from(bytes).toString()).toBe("ignored");
  });
});

describe("readCapped: a response body", () => {
  it("cancels the body past the limit", async () => {
    const res = new Response("y".repeat(200));
    await expect(readCapped(res, 100)).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});
