import { afterAll, beforeAll, expect, it } from "vitest";
import { useSignedInService } from "../support/signed-in-service";
import { startSilentListener } from "../stubs/silent-listener";

/**
 * Finding 1 of issue 37: a notifier test send waited on the outside world while holding one of the API's
 * turns, so a few sends to a listener that never answers starved every other user. Two turns here, and
 * sends that could wait 20 s each.
 */
let listener: Awaited<ReturnType<typeof startSilentListener>>;
beforeAll(async () => {
  listener = await startSilentListener();
});
afterAll(() => listener.close());

const { s, users } = useSignedInService({
  names: ["Sender", "Other", "Third"],
  env: {
    API_CONCURRENCY: "2",
    API_QUEUE_WAIT_MS: "1500",
    NOTIFIER_TIMEOUT_MS: "20000",
    NOTIFIER_ATTEMPTS: "1",
    NOTIFIER_TESTS_PER_USER: "2",
    NOTIFIER_TESTS_AT_ONCE: "3",
    // The silent listener is on 127.0.0.1, which the service refuses by default.
    NOTIFIER_ADDRESSES: "all",
  },
});
const [, other, third] = users;

it("test sends waiting on a silent service hold no API turn, and are capped per user and per process", async () => {
  const send = (who = s) => who.req("POST", "/v1/notifiers/test", { url: `generic+http://${listener.hostPort}/hook` });
  const pending = [send(), send()];
  await listener.received(2);

  const started = Date.now();
  const self = await other.req("GET", "/v1/users/self");
  expect(self.status).toBe(200);
  expect(Date.now() - started).toBeLessThan(1000);

  // The sender's third at once is refused at once, not queued.
  const overCap = await send();
  expect(overCap.status, JSON.stringify(overCap.body)).toBe(429);
  expect(Number(overCap.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(overCap.body.error).toMatch(/still being delivered/);

  // A third user's send takes the process's last place; the next one finds none.
  pending.push(send(third));
  await listener.received(3);
  const full = await send(third);
  expect(full.status, JSON.stringify(full.body)).toBe(503);
  expect(full.headers.get("retry-after")).not.toBeNull();

  const status = await other.req("GET", "/v1/status");
  expect(status.status).toBe(200);
  expect(status.body).toMatchObject({ health: true, api: { state: "ok", waiting: 0 } });

  // The listener goes away: every waiting send ends as a failed delivery.
  await listener.close();
  for (const res of await Promise.all(pending)) expect(res.status).toBe(502);
});
