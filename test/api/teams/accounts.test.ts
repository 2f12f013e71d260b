import { describe, expect, it } from "vitest";
import {
  accountEndpoints as account,
  apiKeyEndpoints as apiKeys,
  authEndpoints,
  memberEndpoints,
} from "../../../contract";
import { callEndpoint, signUp } from "../../support/client";
import type { TestService } from "../../support/service";
import { expectError } from "../../support/fixtures";
import { useSignedInService } from "../../support/signed-in-service";
import { census, joinAs } from "./team";

const PASSWORD = "correct horse battery";
const login = (svc: TestService, username: string, password = PASSWORD) =>
  callEndpoint(svc, authEndpoints.login, { body: { username, password } });
/** GET /v1/users/self with the given token. */
const selfWith = (svc: TestService, authorization: string) =>
  callEndpoint(svc, authEndpoints.self, { headers: { authorization } });

/** Accounts (docs/api.md, "Accounts"): password, sessions, settings, API keys, self-delete. */
describe("accounts", () => {
  const { svc, s } = useSignedInService({ names: ["Pat"] });

  it("a password change needs the current one (wrong → 422), keeps this session and signs out the others", async () => {
    const other = await login(svc, s.email);
    const change = (current: string, next: string) => s.call(account.changePassword, { body: { current, new: next } });
    expectError(await change("nope", "another secret"), 422, ["current"]);
    expectError(await change(PASSWORD, "short"), 422, ["new"]);
    const homeboxPath = { body: { current: PASSWORD, new: "another secret" } };
    expect((await s.call(account.changePasswordHomebox, homeboxPath)).status).toBe(204);
    expect((await s.call(authEndpoints.self)).status).toBe(200);
    expectError(await selfWith(svc, other.body.token), 401);
    expectError(await login(svc, s.email), 401);
    expect((await login(svc, s.email, "another secret")).status).toBe(200);
    // Back, through the other path.
    expect((await change("another secret", PASSWORD)).status).toBe(204);
  });

  it("wrong current passwords are rate-limited like sign-ins: the sixth in a minute → 429", async () => {
    const u = await signUp(svc, "Guesser");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await u.call(account.changePassword, { body: { current: `guess${i}`, new: "whatever123" } })).status,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it("logout/all signs out every session, this one too", async () => {
    const u = await signUp(svc, "Leaver");
    const second = (await login(svc, u.email)).body.token;
    expect((await u.call(account.logoutAll)).status).toBe(204);
    expectError(await u.call(authEndpoints.self), 401);
    expectError(await selfWith(svc, second), 401);
  });

  it("settings round-trip any object; a non-object → 422; name and e-mail change", async () => {
    expect((await s.call(account.settings)).body).toEqual({ item: {} });
    const settings = { language: "de", theme: "dark", unknown: { nested: [1, 2] } };
    const put = await s.call(account.replaceSettings, { body: settings });
    expect([put.status, put.headers.get("cache-control")]).toEqual([200, "no-store"]);
    expect((await s.call(account.settings)).body).toEqual({ item: settings });
    expectError(await s.call(account.replaceSettings, { body: [1, 2] as never }), 422);
    const renamed = await s.call(account.updateSelf, { body: { name: "Patricia", email: s.email.toUpperCase() } });
    expect(renamed.body.item).toMatchObject({ name: "Patricia", email: s.email });
    const taken = await signUp(svc, "Taken");
    expectError(await s.call(account.updateSelf, { body: { name: "P", email: taken.email } }), 409);
  });

  it("API keys: shown once, stored hashed, work as Bearer, list last use, revoked at once", async () => {
    const created = await s.call(apiKeys.create, { body: { name: "Scanner station" } });
    expect(created.status).toBe(201);
    const key = created.body.token;
    expect(key).toMatch(/^hb_/);
    const stored = await svc.db.kysely.selectFrom("api_keys").selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(key);
    const viaKey = await selfWith(svc, `Bearer ${key}`);
    expect(viaKey.body.item.email).toBe(s.email);
    const listed = (await s.call(apiKeys.list)).body;
    expect(listed).toEqual([expect.objectContaining({ name: "Scanner station", lastUsedAt: expect.any(String) })]);
    expect(JSON.stringify(listed)).not.toContain(key);
    expectError(await callEndpoint(svc, authEndpoints.logout, { headers: { authorization: key } }), 400);
    const revoke = { params: { id: created.body.id } };
    expect((await s.call(apiKeys.remove, revoke)).status).toBe(204);
    expectError(await selfWith(svc, key), 401);
    expectError(await s.call(apiKeys.create, { body: { name: "" } }), 422, ["name"]);
    const expired = { name: "x", expiresAt: "2000-01-01T00:00:00Z" };
    expectError(await s.call(apiKeys.create, { body: expired }), 422, ["expiresAt"]);
    expectError(await s.call(apiKeys.remove, revoke), 404);
  });

  it("self-delete takes the user's sole-member groups with their data and files; refused for a shared group's last owner", async () => {
    const u = await signUp(svc, "Gone");
    const item = (await u.req("POST", "/v1/entities", { name: "Box" })).body;
    const form = new FormData();
    form.append("file", new Blob(["bytes"], { type: "text/plain" }), "note.txt");
    form.append("type", "attachment");
    expect((await u.req("POST", `/v1/entities/${item.id}/attachments`, form)).status).toBe(201);
    const files = async () => {
      const keys: string[] = [];
      for await (const blob of svc.blobs.list()) keys.push(blob.key);
      return keys;
    };
    const filesBefore = await files();
    expect(filesBefore.length).toBeGreaterThan(0);
    const member = await joinAs(svc, u, "editor");
    expectError(await u.call(account.deleteSelf), 409);
    const memberId = (await member.call(authEndpoints.self)).body.item.id;
    expect((await u.call(memberEndpoints.remove, { params: { userId: memberId } })).status).toBe(204);
    const before = await census(svc);
    expect((await u.call(account.deleteSelf)).status).toBe(204);
    expect(await census(svc)).toMatchObject({ users: before.users - 1, groups: before.groups - 1 });
    const left = await svc.db.kysely.selectFrom("entities").select("id").where("id", "=", item.id).execute();
    expect(left).toEqual([]);
    expect(await files()).toEqual([]);
    expectError(await login(svc, u.email), 401);
  });
});
