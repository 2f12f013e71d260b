import { describe, expect, it } from "vitest";
import { BodyTooLargeError, readCapped, readRequestCapped } from "./read-capped";

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

  it("stops reading past the limit", async () => {
    const read = readRequestCapped(post(stream("x".repeat(60), "x".repeat(60), "never read")), 100);
    await expect(read).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it("refuses a declared length over the limit without reading", async () => {
    await expect(readRequestCapped(post("{}", { "content-length": "101" }), 100)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
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
