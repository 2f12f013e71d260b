import { describe, expect, it } from "vitest";
import {
  accountEndpoints as account,
  apiKeyEndpoints as apiKeys,
  authEndpoints,
  type ApiKeyCreate,
} from "../../contract";
import { sessionCacheFor } from "../../server/auth/session-cache";
import { callEndpoint, signUp, type Res, type Session } from "../support/client";
import { expectError } from "../support/fixtures";
import type { TestService } from "../support/service";
import { useSignedInService } from "../support/signed-in-service";

const PASSWORD = "correct horse battery";

/** API keys have a scope and an expiry; account management needs a signed-in session (docs/api.md, "API keys"). */
describe("API key scopes and account management", () => {
  const { svc } = useSignedInService();

  const keyOf = async (u: Session, body: ApiKeyCreate) => {
    const created = await u.call(apiKeys.create, { body });
    expect(created.status).toBe(201);
    return created.body;
  };
  const withKey = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });

  it("a read-write key writes inventory but manages nothing of the account (403 with the reason)", async () => {
    const u = await signUp(svc, "Keyholder");
    const { token, scope } = await keyOf(u, { name: "Scanner" });
    expect(scope).toBe("read-write");
    expect((await u.req("POST", "/v1/entities", { name: "Box" }, { authorization: token })).status).toBe(201);
    const refused: Res[] = [
      await callEndpoint(svc, apiKeys.create, { body: { name: "Another" }, ...withKey(token) }),
      await callEndpoint(svc, apiKeys.list, withKey(token)),
      await callEndpoint(svc, account.changePassword, {
        body: { current: PASSWORD, new: "taken over" },
        ...withKey(token),
      }),
      await callEndpoint(svc, account.logoutAll, withKey(token)),
      await callEndpoint(svc, account.deleteSelf, withKey(token)),
      await callEndpoint(svc, account.deleteSelf, { body: { password: PASSWORD }, ...withKey(token) }),
    ];
    for (const res of refused) {
      expectError(res, 403);
      expect(res.body.error).toMatch(/API keys may not manage the account/);
    }
    const self = await callEndpoint(svc, apiKeys.remove, {
      params: { id: (await keyOf(u, { name: "x" })).id },
      ...withKey(token),
    });
    expectError(self, 403);
    expect((await u.call(authEndpoints.self)).status).toBe(200);
  });

  it("a read-only key reads and refuses every write, its account's too", async () => {
    const u = await signUp(svc, "Reader");
    const { token, scope } = await keyOf(u, { name: "Dashboard", scope: "read-only" });
    expect(scope).toBe("read-only");
    expect((await u.req("GET", "/v1/entities", undefined, { authorization: token })).status).toBe(200);
    const write = await u.req("POST", "/v1/entities", { name: "Box" }, { authorization: token });
    expectError(write, 403);
    expect(write.body.error).toMatch(/read-only/);
    expectError(await callEndpoint(svc, account.replaceSettings, { body: { a: 1 }, ...withKey(token) }), 403);
    expect((await u.call(apiKeys.list)).body).toEqual([expect.objectContaining({ scope: "read-only" })]);
    expectError(await u.call(apiKeys.create, { body: { name: "x", scope: "admin" as never } }), 422, ["scope"]);
  });

  it("a key past its expiry is refused", async () => {
    const u = await signUp(svc, "Expiring");
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const key = await keyOf(u, { name: "Short-lived", expiresAt });
    expect(key.expiresAt).toBe(expiresAt);
    expect((await u.req("GET", "/v1/entities", undefined, { authorization: key.token })).status).toBe(200);
    await expireKey(svc, key.id);
    expectError(await u.req("GET", "/v1/entities", undefined, { authorization: key.token }), 401);
  });

  it("account deletion: no body works (Homebox's clients); a given password must be right", async () => {
    const bodiless = await signUp(svc, "Homebox client");
    expect((await bodiless.call(account.deleteSelf)).status).toBe(204);
    const u = await signUp(svc, "Careful");
    expectError(await u.call(account.deleteSelf, { body: { password: "not it" } }), 422, ["password"]);
    expect((await u.call(authEndpoints.self)).status).toBe(200);
    expect((await u.call(account.deleteSelf, { body: { password: PASSWORD } })).status).toBe(204);
    expectError(await u.call(authEndpoints.self), 401);
  });
});

/** An edit by hand reaches the service once its session cache forgets the key. */
async function expireKey(svc: TestService, id: string) {
  const past = new Date(Date.now() - 1000).toISOString();
  await svc.db.kysely.updateTable("api_keys").set({ expires_at: past }).where("id", "=", id).execute();
  sessionCacheFor(svc.db).clear();
}
