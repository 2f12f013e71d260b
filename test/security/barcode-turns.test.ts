import { afterAll, beforeAll, expect, it } from "vitest";
import { signUp, type Session } from "../support/client";
import { startService, type TestService } from "../support/service";
import { startSilentListener } from "../stubs/silent-listener";

/**
 * Issue 37, finding 1, for barcode lookups: a lookup waits on its providers without holding one of the API's
 * turns, so lookups against a provider that never answers starve no other user. Two turns here, and lookups
 * that could wait 20 s each.
 */
let provider: Awaited<ReturnType<typeof startSilentListener>>;
let svc: TestService;
let scanner: Session, other: Session, third: Session;
beforeAll(async () => {
  provider = await startSilentListener();
  svc = await startService({
    env: {
      API_CONCURRENCY: "2",
      API_QUEUE_WAIT_MS: "1500",
      BARCODE_UPCITEMDB: "true",
      BARCODE_UPCITEMDB_URL: `http://${provider.hostPort}`,
      BARCODE_PROVIDER_TIMEOUT_MS: "20000",
      BARCODE_DEADLINE_MS: "20000",
      BARCODE_LOOKUPS_PER_USER: "2",
      BARCODE_LOOKUPS_AT_ONCE: "3",
    },
  });
  scanner = await signUp(svc, "Scanner");
  other = await signUp(svc, "Other");
  third = await signUp(svc, "Third");
});
afterAll(async () => {
  await provider?.close();
  await svc?.close();
});

it("lookups waiting on a silent provider hold no API turn, and are capped per user and per process", async () => {
  const lookup = (who = scanner) => who.req("GET", "/v1/products/search-from-barcode?data=3017620422003");
  const pending = [lookup(), lookup()];
  await provider.received(2);

  const started = Date.now();
  const self = await other.req("GET", "/v1/users/self");
  expect(self.status).toBe(200);
  expect(Date.now() - started).toBeLessThan(1000);

  // The scanner's third at once is refused at once, not queued.
  const overCap = await lookup();
  expect(overCap.status, JSON.stringify(overCap.body)).toBe(429);
  expect(Number(overCap.headers.get("retry-after"))).toBeGreaterThan(0);

  // A third user's lookup takes the process's last place; the next one finds none.
  pending.push(lookup(third));
  await provider.received(3);
  const full = await lookup(third);
  expect(full.status, JSON.stringify(full.body)).toBe(503);
  expect(full.headers.get("retry-after")).not.toBeNull();

  const status = await other.req("GET", "/v1/status");
  expect(status.status).toBe(200);
  expect(status.body).toMatchObject({ health: true, api: { state: "ok", waiting: 0 } });

  // The provider goes away: every waiting lookup ends with what the other sources found (nothing).
  await provider.close();
  for (const res of await Promise.all(pending)) expect(res.body).toEqual([]);
});
