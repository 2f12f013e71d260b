import { afterEach, describe, expect, it } from "vitest";
import { admitAttempt } from "../../server/auth/rate-limit";
import { startService, TEST_DB } from "../support/service";
import { call, startHttpService, type HttpService } from "../load/http-service";

/**
 * Sign-in and sign-up under real concurrency (each request on its own socket). The login limit must hold
 * for a burst, not only for attempts one after another: the attempt is counted before the password is
 * checked. And with registration closed, a burst of first registrations must create one account only.
 */
describe(`auth under parallel requests (${TEST_DB})`, () => {
  let http: HttpService | undefined;
  afterEach(async () => {
    await http?.close();
    http = undefined;
  });

  it("60 parallel logins, the right password last: at most 5 are evaluated, the right one is refused", async () => {
    http = await startHttpService();
    const base = http.base;
    const username = "victim@example.com";
    const password = "the right password";
    const reg = await call(base, "POST", "/v1/users/register", { body: { name: "V", email: username, password } });
    expect(reg.status).toBe(204);
    const guesses = Array.from({ length: 59 }, (_, i) => `wrong guess ${i}`);
    const answers = await Promise.all(
      [...guesses, password].map((p) => call(base, "POST", "/v1/users/login", { body: { username, password: p } })),
    );
    const statuses = answers.map((a) => a.status);
    const evaluated = statuses.filter((s) => s !== 429);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(evaluated.every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 429).length).toBe(60 - evaluated.length);
  });

  it("20 parallel first registrations with registration closed: exactly one account", async () => {
    http = await startHttpService({ env: { ALLOW_REGISTRATION: "false" } });
    const base = http.base;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(base, "POST", "/v1/users/register", {
          body: { name: `First ${i}`, email: `first${i}@example.com`, password: "long enough password" },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(19);
    const users = await http.svc.db.kysely.selectFrom("users").select("id").execute();
    expect(users).toHaveLength(1);
    const groups = await http.svc.db.kysely.selectFrom("groups").select("id").execute();
    expect(groups).toHaveLength(1);
  });
});

describe(`the login window slides (${TEST_DB})`, () => {
  it("5 attempts in any 60 s: the 6th waits until the oldest of them is a minute old", async () => {
    const svc = await startService();
    try {
      const t0 = Date.parse("2030-01-01T00:00:00.000Z");
      const at = (s: number) => admitAttempt(svc.db.kysely, "k", t0 + s * 1000);
      for (const s of [0, 10, 20, 30, 40]) expect(await at(s)).toBe(0);
      expect(await at(59)).toBe(1); // the attempt at 0 s leaves the window at 60 s
      expect(await at(59.5)).toBe(1);
      expect(await at(60)).toBe(0); // one slot free again, taken now
      expect(await at(65)).toBe(5); // next free slot: when the attempt at 10 s leaves
      expect(await at(70)).toBe(0);
    } finally {
      await svc.close();
    }
  });
});
