import { describe, expect, it } from "vitest";
import { BodyTooLargeError, readCapped, readRequestCapped, REQUEST_DRAIN_BYTES } from "./read-capped";

const post = (body: BodyInit, headers: Record<string, string> = {}) => ({
  req: { raw: new Request("http://localhost/", { method: "POST", headers, body, duplex: "half" } as RequestInit) },
});
const stream = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of parts) controller.enqueue(new TextEncoder().encode(p));
      controller.close();
    },
  });

describe("readRequestCapped", () => {
  it("joins the chunks of a body within the limit", async () => {
    const bytes = await readRequestCapped(post(stream('{"na', 'me":', '"a"}')), 100);
    expect(Buffer.from(bytes).toString()).toBe('{"name":"a"}');
  });

  it("reads a body past the limit to its end, keeping none of it, before it refuses it", async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => (++pulls > 3 ? controller.close() : controller.enqueue(new Uint8Array(60))),
    });
    await expect(readRequestCapped(post(body), 100)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(pulls).toBe(4);
  });

  it("refuses a declared length past what it would read without reading", async () => {
    const declared = { "content-length": String(REQUEST_DRAIN_BYTES + 1) };
    await expect(readRequestCapped(post("{}", declared), 100)).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});

describe("readCapped: a response body", () => {
  it("cancels an endless body past the limit", async () => {
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new Uint8Array(60)),
      cancel: () => void (cancelled = true),
    });
    await expect(readCapped(new Response(endless), 100)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(cancelled).toBe(true);
  });
});
