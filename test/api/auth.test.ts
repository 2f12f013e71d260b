import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authEndpoints as endpoints, LoginResult, SelfResult, StatusResult } from "../../contract";
import { hashToken } from "../../server/auth/passwords";
import { sessionCacheFor } from "../../server/auth/session-cache";
import { callEndpoint, signUp } from "../support/client";
import { expectError } from "../support/fixtures";
import { startService, type TestService } from "../support/service";

const register = (svc: TestService, email: string, password = "long enough pw") =>
  callEndpoint(svc, endpoints.register, { body: { name: "Ann", email, password } });
const login = (svc: TestService, username: string, password: string) =>
  callEndpoint(svc, endpoints.login, { body: { username, password } });
const status = (svc: TestService) => callEndpoint(svc, endpoints.status);
/** GET /v1/users/self with this Authorization header, or none. */
const selfWith = (svc: TestService, authorization?: string) =>
  callEndpoint(svc, endpoints.self, { headers: authorization ? { authorization } : {} });

describe("authentication and tenancy (docs/spec/contract.md)", () => {
  let svc: TestService;
  afterEach(() => svc.close());

  describe("with registration closed after the first user", () => {
    beforeEach(async () => {
      svc = await startService({ env: { ALLOW_REGISTRATION: "false" } });
    });

    it("status is public and says whether registration is open", async () => {
      const before = await status(svc);
      expect(StatusResult.parse(before.body)).toMatchObject({ health: true, allowRegistration: true });
      expect((await register(svc, "first@example.com")).status).toBe(204);
      const after = await status(svc);
      expect(after.body.allowRegistration).toBe(false);
      expectError(await register(svc, "second@example.com"), 403);
    });

    it("status says whether a product search may ask online product databases", async () => {
      expect((await status(svc)).body.onlineProductSearch).toBe(false);
      const online = await startService({ env: { BARCODE_OPENFACTS: "true" } });
      try {
        expect((await status(online)).body.onlineProductSearch).toBe(true);
      } finally {
        await online.close();
      }
    });
  });

  describe("with registration open", () => {
    beforeEach(async () => {
      svc = await startService();
    });

    it("registers with 204 and rejects short passwords, bad e-mails and duplicates", async () => {
      const ok = await register(svc, "Ann@Example.com");
      expect(ok.status).toBe(204);
      expect(ok.body).toBeUndefined();
      expectError(await register(svc, "x@example.com", "short"), 422, ["password"]);
      expectError(await register(svc, "not-an-email"), 422, ["email"]);
      expectError(await register(svc, "ann@example.com"), 409);
    });

    it("each registration creates its own group with Item and Location types", async () => {
      const a = await signUp(svc);
      const b = await signUp(svc);
      const selfA = SelfResult.parse((await a.call(endpoints.self)).body);
      const selfB = SelfResult.parse((await b.call(endpoints.self)).body);
      expect(selfA.item.defaultGroupId).not.toBe(selfB.item.defaultGroupId);
      const types = (await a.req("GET", "/v1/entity-types")).body.map((t: { name: string; isLocation: boolean }) => [
        t.name,
        t.isLocation,
      ]);
      expect(types).toEqual([
        ["Item", false],
        ["Location", true],
      ]);
    });

    it("logs in with a Bearer token; wrong e-mail and wrong password get the same 401", async () => {
      await register(svc, "ann@example.com");
      const ok = await login(svc, "ANN@example.com", "long enough pw");
      const body = LoginResult.parse(ok.body);
      expect(body.token).toMatch(/^Bearer \S+$/);
      const days = (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThan(7.1);
      const wrongPw = await login(svc, "ann@example.com", "wrong password");
      const wrongUser = await login(svc, "bob@example.com", "long enough pw");
      expectError(wrongPw, 401);
      expect(wrongUser.body).toEqual(wrongPw.body);
      const noPassword = { username: "ann@example.com" } as { username: string; password: string };
      expectError(await callEndpoint(svc, endpoints.login, { body: noPassword }), 422, ["password"]);
    });

    it("stayLoggedIn gives a 28-day session", async () => {
      await register(svc, "ann@example.com");
      const res = await callEndpoint(svc, endpoints.login, {
        body: { username: "ann@example.com", password: "long enough pw", stayLoggedIn: true },
      });
      const days = (Date.parse(res.body.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(27.9);
    });

    it("accepts the raw token without Bearer, refuses missing, unknown and expired tokens", async () => {
      const s = await signUp(svc);
      const raw = s.token.replace(/^Bearer /, "");
      expect((await selfWith(svc, raw)).status).toBe(200);
      expectError(await selfWith(svc), 401);
      expectError(await selfWith(svc, "Bearer nope"), 401);
      await svc.db.kysely
        .updateTable("auth_tokens")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("token_hash", "=", hashToken(raw))
        .execute();
      // A hand edit reaches the service when its session cache lapses; clear it instead of waiting.
      sessionCacheFor(svc.db).clear();
      expectError(await s.call(endpoints.self), 401);
    });

    it("logout revokes the token at once, though the service had it cached", async () => {
      const s = await signUp(svc);
      expect((await s.call(endpoints.self)).status).toBe(200);
      expect((await s.call(endpoints.logout)).status).toBe(204);
      expectError(await s.call(endpoints.self), 401);
    });

    it("stores passwords with scrypt and tokens only as SHA-256 hashes", async () => {
      const s = await signUp(svc);
      const user = await svc.db.kysely
        .selectFrom("users")
        .selectAll()
        .where("email", "=", s.email)
        .executeTakeFirstOrThrow();
      expect(user.password_hash).toMatch(/^scrypt\$/);
      expect(user.password_hash).not.toContain("correct horse");
      const tokens = await svc.db.kysely.selectFrom("auth_tokens").select("token_hash").execute();
      const raw = s.token.replace(/^Bearer /, "");
      expect(tokens.map((t) => t.token_hash)).toContain(hashToken(raw));
      expect(tokens.map((t) => t.token_hash)).not.toContain(raw);
    });

    it("the attachment token opens nothing but attachments", async () => {
      const s = await signUp(svc);
      expectError(await selfWith(svc, s.attachmentToken), 401);
    });

    it("more than 5 failed logins a minute for one address and e-mail → 429 with Retry-After", async () => {
      await register(svc, "ann@example.com");
      for (let i = 0; i < 5; i++) expectError(await login(svc, "ann@example.com", "wrong password"), 401);
      const limited = await login(svc, "ann@example.com", "long enough pw");
      expectError(limited, 429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      // Another e-mail from the same address is not locked out.
      await register(svc, "bob@example.com");
      expect((await login(svc, "bob@example.com", "long enough pw")).status).toBe(200);
    });
  });
});
