import { describe, expect, it } from "vitest";
import { authEndpoints, groupEndpoints, invitationEndpoints as invitations } from "../../../contract";
import { callEndpoint, signUp } from "../../support/client";
import { expectError } from "../../support/fixtures";
import { useSignedInService } from "../../support/signed-in-service";
import { census, invite } from "./team";

/** Invitations (docs/api.md, "Invitations"): a token joins its group; every bad token creates nothing. */
describe("invitations", () => {
  // Open registration off: an invitation must still let people in.
  const { svc, s: owner } = useSignedInService({ names: ["Olga"], env: { ALLOW_REGISTRATION: "false" } });
  const register = (token?: string, email = `new-${Math.random().toString(36).slice(2)}@example.com`) =>
    callEndpoint(svc, authEndpoints.register, { body: { name: "Newcomer", email, password: "long enough pw", token } });

  it("creates a one-time-shown token; the list shows uses left and no token; the invitee joins the owner's group", async () => {
    const created = await owner.call(invitations.create, { body: { uses: 2, role: "viewer" } });
    expect(created.status).toBe(201);
    expect(created.body.token).toMatch(/^[A-Z2-7]{26}$/);
    expect(created.body).toMatchObject({ uses: 2, role: "viewer" });
    const preview = await callEndpoint(svc, invitations.preview, { query: { token: created.body.token } });
    expect(preview.body).toMatchObject({ groupName: "Olga's Home", role: "viewer" });

    const joined = await signUp(svc, "Vera", { token: created.body.token });
    const self = (await joined.call(authEndpoints.self)).body.item;
    const ownerSelf = (await owner.call(authEndpoints.self)).body.item;
    expect(self).toMatchObject({ groupId: ownerSelf.groupId, role: "viewer", groupIds: [ownerSelf.groupId] });
    const listed = await owner.call(invitations.list);
    expect(listed.body).toEqual([expect.objectContaining({ id: created.body.id, uses: 1 })]);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.token);
  });

  it("unknown, revoked, expired and used-up tokens → 422 on token, and no user, group or membership is created", async () => {
    const revoked = await owner.call(invitations.create, { body: { uses: 5 } });
    expect((await owner.call(invitations.remove, { params: { id: revoked.body.id } })).status).toBe(204);
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
      const { fields } = expectError(await register(token), 422, ["token"]);
      expect(fields?.token, why).toMatch(why === "revoked" || why === "unknown" ? /unknown or revoked/ : why);
    }
    expect(await census(svc)).toEqual(before);
    // A token of only spaces is a bad token, not an absent one; "" (Homebox's clients) is none.
    const { fields } = expectError(await register("   "), 422, ["token"]);
    expect(fields?.token).toMatch(/only spaces/);
    // Without a token registration stays closed.
    expectError(await register(undefined), 403);
    expectError(await register(""), 403);
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
    const own = await other.call(groupEndpoints.create, { body: { name: "Otto's Shop" } });
    expect(own.status).toBe(201);
    const token = await invite(other, { uses: 1 }, { "X-Tenant": own.body.id });
    const joined = await owner.call(invitations.join, { params: { token } });
    expect(joined.body).toEqual({ id: own.body.id, name: "Otto's Shop" });
    const groups = await owner.call(groupEndpoints.all);
    expect(groups.body.map((g) => g.name)).toContain("Otto's Shop");
    expectError(await owner.call(invitations.join, { params: { token } }), 422, ["token"]);
  });

  it("rejects bad invitation bodies, and only owners invite", async () => {
    const create = (body: Record<string, unknown>) => owner.call(invitations.create, { body: body as never });
    expectError(await create({ uses: 0 }), 422, ["uses"]);
    expectError(await create({ uses: 101 }), 422, ["uses"]);
    expectError(await create({ uses: 1, role: "boss" }), 422, ["role"]);
    expectError(await create({ uses: 1, expiresAt: "2001-01-01T00:00:00Z" }), 422, ["expiresAt"]);
    const editor = await signUp(svc, "Eddie", { token: await invite(owner, { uses: 1, role: "editor" }) });
    expectError(await editor.call(invitations.create, { body: { uses: 1 } }), 403);
    expectError(await editor.call(invitations.list), 403);
    expectError(await owner.call(invitations.remove, { params: { id: crypto.randomUUID() } }), 404);
  });
});
