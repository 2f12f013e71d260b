import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signUp, type Session } from "../support/client";
import { expectError } from "../support/fixtures";
import { startService, type TestService } from "../support/service";
import { attachmentsPath, newEntity } from "./attachment-fixtures";

/**
 * Concurrent uploads (server/attachments/upload-limiter.ts), with one upload at a time and one place in
 * line: the second waits with its body unread, a third is told 503 with Retry-After, and the waiting one
 * is served once the first is done. Bodies are streams the test holds open, so "at once" is certain.
 */
let svc: TestService;
let s: Session;

beforeAll(async () => {
  svc = await startService({ env: { UPLOAD_CONCURRENCY: "1", UPLOAD_QUEUE: "1" } });
  s = await signUp(svc);
});
afterAll(() => svc.close());

const BOUNDARY = "held";

/** An upload whose body the test releases: `reading` says whether the service has begun to read it. */
function heldUpload(entityId: string, name: string) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const state = { reading: false };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
      );
    },
    async pull(controller) {
      state.reading = true;
      await released;
      controller.enqueue(Buffer.from(`contents of ${name}\r\n--${BOUNDARY}--\r\n`));
      controller.close();
    },
  });
  const answer = Promise.resolve(
    svc.app.request(`/api${attachmentsPath(entityId)}`, {
      method: "POST",
      headers: { authorization: s.token, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body,
      duplex: "half",
    } as RequestInit),
  );
  return { state, release, answer };
}

/** Waits for an upload to reach the body reader (the service's own progress, looked at every few ms). */
const untilReading = (upload: { state: { reading: boolean } }) =>
  vi.waitFor(() => expect(upload.state.reading).toBe(true), { timeout: 10_000, interval: 2 });

describe("concurrent uploads", () => {
  it("one at a time here: the next waits unread, one more gets 503 with Retry-After, the waiting one is served", async () => {
    const id = await newEntity(s);
    const first = heldUpload(id, "first.txt");
    await untilReading(first);
    const second = heldUpload(id, "second.txt");
    const third = heldUpload(id, "third.txt");
    // Whichever of the two reaches the line second is turned away.
    const { turnedAway, refused } = await Promise.race(
      [second, third].map((u) => u.answer.then((refused) => ({ turnedAway: u, refused }))),
    );
    const waiting = turnedAway === second ? third : second;

    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expectError({ status: refused.status, body: await refused.json(), headers: refused.headers }, 503);
    expect([waiting.state.reading, turnedAway.state.reading]).toEqual([false, false]);

    first.release();
    expect((await first.answer).status).toBe(201);
    await untilReading(waiting);
    waiting.release();
    turnedAway.release();
    const served = await waiting.answer;
    expect(served.status).toBe(201);
    const titles = ((await served.json()) as { attachments: Array<{ title: string }> }).attachments.map((a) => a.title);
    expect(titles.sort()).toEqual(["first.txt", waiting === second ? "second.txt" : "third.txt"]);
  });
});
