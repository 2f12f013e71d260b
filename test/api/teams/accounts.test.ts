import { describe, expect, it } from "vitest";
import { request, signUp } from "../../support/client";
import { expectError } from "../../support/fixtures";
import { useSignedInService } from "../../support/signed-in-service";
import { census, joinAs } from "./team";

const PASSWORD = "correct horse battery";
const login = (svc: Parameters<typeof request>[0], username: string, password = PASSWORD) =>
  request(svc, "POST", "/v1/users/login", { username, password });

/** Accounts (docs/api.md, "Accounts"): password, sessions, settings, API keys, self-delete. */
describe("accounts", () => {
  const { svc, s } = useSignedInService({ names: ["Pat"] });

  it("a password change needs the current one (wrong → 422), keeps this session and signs out the others", async () => {
    const other = await login(svc, s.email);
    const otherToken = other.body.token as string;
    expectError(await s.req("PUT", "/v1/users/self/change-password", { current: "nope", new: "another secret" }), 422, [
      "current",
    ]);
    expectError(await s.req("PUT", "/v1/users/self/change-password", { current: PASSWORD, new: "short" }), 422, [
      "new",
    ]);
    expect((await s.req("PUT", "/v1/users/change-password", { current: PASSWORD, new: "another secret" })).status).toBe(
      204,
    );
    expect((await s.req("GET", "/v1/users/self")).status).toBe(200);
    expectError(await request(svc, "GET", "/v1/users/self", undefined, { authorization: otherToken }), 401);
    expectError(await login(svc, s.email), 401);
    expect((await login(svc, s.email, "another secret")).status).toBe(200);
    // Back, through the other path.
    expect(
      (await s.req("PUT", "/v1/users/self/change-password", { current: "another secret", new: PASSWORD })).status,
    ).toBe(204);
  });

  it("wrong current passwords are rate-limited like sign-ins: the sixth in a minute → 429", async () => {
    const u = await signUp(svc, "Guesser");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await u.req("PUT", "/v1/users/self/change-password", { current: `guess${i}`, new: "whatever123" })).status,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it("logout/all signs out every session, this one too", async () => {
    const u = await signUp(svc, "Leaver");
    const second = (await login(svc, u.email)).body.token as string;
    expect((await u.req("POST", "/v1/users/logout/all")).status).toBe(204);
    expectError(await u.req("GET", "/v1/users/self"), 401);
    expectError(await request(svc, "GET", "/v1/users/self", undefined, { authorization: second }), 401);
  });

  it("settings round-trip any object; a non-object → 422; name and e-mail change", async () => {
    expect((await s.req("GET", "/v1/users/self/settings")).body).toEqual({ item: {} });
    const settings = { language: "de", theme: "dark", unknown: { nested: [1, 2] } };
    const put = await s.req("PUT", "/v1/users/self/settings", settings);
    expect([put.status, put.headers.get("cache-control")]).toEqual([200, "no-store"]);
    expect((await s.req("GET", "/v1/users/self/settings")).body).toEqual({ item: settings });
    expectError(await s.req("PUT", "/v1/users/self/settings", [1, 2]), 422);
    const renamed = await s.req("PUT", "/v1/users/self", { name: "Patricia", email: s.email.toUpperCase() });
    expect(renamed.body.item).toMatchObject({ name: "Patricia", email: s.email });
    const taken = await signUp(svc, "Taken");
    expectError(await s.req("PUT", "/v1/users/self", { name: "P", email: taken.email }), 409);
  });

  it("API keys: shown once, stored hashed, work as Bearer, list last use, revoked at once", async () => {
    const created = await s.req("POST", "/v1/users/self/api-keys", { name: "Scanner station" });
    expect(created.status).toBe(201);
    const key = created.body.token as string;
    expect(key).toMatch(/^hb_/);
    const stored = await svc.db.kysely.selectFrom("api_keys").selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(key);
    const viaKey = await request(svc, "GET", "/v1/users/self", undefined, { authorization: `Bearer ${key}` });
    expect(viaKey.body.item.email).toBe(s.email);
    const listed = (await s.req("GET", "/v1/users/self/api-keys")).body;
    expect(listed).toEqual([expect.objectContaining({ name: "Scanner station", lastUsedAt: expect.any(String) })]);
    expect(JSON.stringify(listed)).not.toContain(key);
    expectError(await request(svc, "POST", "/v1/users/logout", undefined, { authorization: key }), 400);
    expect((await s.req("DELETE", `/v1/users/self/api-keys/${created.body.id}`)).status).toBe(204);
    expectError(await request(svc, "GET", "/v1/users/self", undefined, { authorization: key }), 401);
    expectError(await s.req("POST", "/v1/users/self/api-keys", { name: "" }), 422, ["name"]);
    expectError(await s.req("POST", "/v1/users/self/api-keys", { name: "x", expiresAt: "2000-01-01T00:00:00Z" }), 422, [
      "expiresAt",
    ]);
    expectError(await s.req("DELETE", `/v1/users/self/api-keys/${created.body.id}`), 404);
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
    expectError(await u.req("DELETE", "/v1/users/self"), 409);
    expect(
      (await u.req("DELETE", `/v1/groups/members/${(await member.req("GET", "/v1/users/self")).body.item.id}`)).status,
    ).toBe(204);
    const before = await census(svc);
    expect((await u.req("DELETE", "/v1/users/self")).status).toBe(204);
    expect(await census(svc)).toMatchObject({ users: before.users - 1, groups: before.groups - 1 });
    const left = await svc.db.kysely.selectFrom("entities").select("id").where("id", "=", item.id).execute();
    expect(left).toEqual([]);
    expect(await files()).toEqual([]);
    expectError(await login(svc, u.email), 401);
  });
});
