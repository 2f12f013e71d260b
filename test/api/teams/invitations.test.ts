import { describe, expect, it } from "vitest";
import { request, signUp } from "../../support/client";
import { expectError } from "../../support/fixtures";
import { useSignedInService } from "../../support/signed-in-service";
import { census, invite } from "./team";

/** Invitations (docs/api.md, "Invitations"): a token joins its group; every bad token creates nothing. */
describe("invitations", () => {
  // Open registration off: an invitation must still let people in.
  const { svc, s: owner } = useSignedInService({ names: ["Olga"], env: { ALLOW_REGISTRATION: "false" } });
  const register = (token: unknown, email = `new-${Math.random().toString(36).slice(2)}@example.com`) =>
    request(svc, "POST", "/v1/users/register", { name: "Newcomer", email, password: "long enough pw", token });

  it("creates a one-time-shown token; the list shows uses left and no token; the invitee joins the owner's group", async () => {
    const created = await owner.req("POST", "/v1/groups/invitations", { uses: 2, role: "viewer" });
    expect(created.status).toBe(201);
    expect(created.body.token).toMatch(/^[A-Z2-7]{26}$/);
    expect(created.body).toMatchObject({ uses: 2, role: "viewer" });
    const preview = await request(svc, "GET", `/v1/invitations/preview?token=${created.body.token}`);
    expect(preview.body).toMatchObject({ groupName: "Olga's Home", role: "viewer" });

    const joined = await signUp(svc, "Vera", { token: created.body.token });
    const self = (await joined.req("GET", "/v1/users/self")).body.item;
    const ownerSelf = (await owner.req("GET", "/v1/users/self")).body.item;
    expect(self).toMatchObject({ groupId: ownerSelf.groupId, role: "viewer", groupIds: [ownerSelf.groupId] });
    const listed = await owner.req("GET", "/v1/groups/invitations");
    expect(listed.body).toEqual([expect.objectContaining({ id: created.body.id, uses: 1 })]);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.token);
  });

  it("unknown, revoked, expired and used-up tokens → 422 on token, and no user, group or membership is created", async () => {
    const revoked = await owner.req("POST", "/v1/groups/invitations", { uses: 5 });
    expect((await owner.req("DELETE", `/v1/groups/invitations/${revoked.body.id}`)).status).toBe(204);
    const usedUp = await invite(owner, { uses: 1 });
    await signUp(svc, "First", { token: usedUp });
    const expiring = await invite(owner, { uses: 3 });
    await svc.db.kysely
      .updateTable("invitations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("uses_left", "=", 3)
      .execute();

    const before = await census(svc);
    for (const [token, why] of [
      ["AAAAAAAAAAAAAAAAAAAAAAAAAA", "unknown"],
      [revoked.body.token, "revoked"],
      [expiring, "expired"],
      [usedUp, "used up"],
    ] as const) {
      const res = await register(token);
      expectError(res, 422, ["token"]);
      expect(res.body.fields.token, why).toMatch(why === "revoked" || why === "unknown" ? /unknown or revoked/ : why);
    }
    expect(await census(svc)).toEqual(before);
    // Without a token registration stays closed.
    expectError(await register(undefined), 403);
    expect(await census(svc)).toEqual(before);
  });

  it("the last use goes to exactly one of two racing registrations", async () => {
    const token = await invite(owner, { uses: 1 });
    const results = await Promise.all([register(token), register(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([204, 422]);
  });

  it("a signed-in user of another group joins with POST /v1/groups/invitations/{token}; the spent token then → 422", async () => {
    const other = await signUp(svc, "Otto", { token: await invite(owner, { uses: 1, role: "owner" }) });
    // Otto now owns Olga's group too; he makes a group of his own and invites Olga into it.
    const own = await other.req("POST", "/v1/groups", { name: "Otto's Shop" });
    expect(own.status).toBe(201);
    const token = await invite({
      ...other,
      req: (m, p, b, h) => other.req(m, p, b, { "X-Tenant": own.body.id, ...h }),
    });
    const joined = await owner.req("POST", `/v1/groups/invitations/${token}`);
    expect(joined.body).toEqual({ id: own.body.id, name: "Otto's Shop" });
    const groups = await owner.req("GET", "/v1/groups/all");
    expect(groups.body.map((g: { name: string }) => g.name)).toContain("Otto's Shop");
    expectError(await owner.req("POST", `/v1/groups/invitations/${token}`), 422, ["token"]);
  });

  it("rejects bad invitation bodies, and only owners invite", async () => {
    expectError(await owner.req("POST", "/v1/groups/invitations", { uses: 0 }), 422, ["uses"]);
    expectError(await owner.req("POST", "/v1/groups/invitations", { uses: 101 }), 422, ["uses"]);
    expectError(await owner.req("POST", "/v1/groups/invitations", { uses: 1, role: "boss" }), 422, ["role"]);
    expectError(
      await owner.req("POST", "/v1/groups/invitations", { uses: 1, expiresAt: "2001-01-01T00:00:00Z" }),
      422,
      ["expiresAt"],
    );
    const editor = await signUp(svc, "Eddie", { token: await invite(owner, { uses: 1, role: "editor" }) });
    expectError(await editor.req("POST", "/v1/groups/invitations", { uses: 1 }), 403);
    expectError(await editor.req("GET", "/v1/groups/invitations"), 403);
    expectError(await owner.req("DELETE", `/v1/groups/invitations/${crypto.randomUUID()}`), 404);
  });
});
