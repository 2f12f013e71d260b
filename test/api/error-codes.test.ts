import { describe, expect, it } from "vitest";
import { authEndpoints, ERROR_CODES, groupEndpoints, memberEndpoints } from "../../contract";
import { request, type Res } from "../support/client";
import { expectError } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import { idOf, joinAs } from "./teams/team";

/** Every error body names a stable `code` beside its English `error` (docs/api.md, "Error codes"). */
describe("error codes", () => {
  const { svc, users } = useSignedInService({ names: ["Olga"] });
  const [owner] = users;
  const expectCode = (res: Res, status: number, code: string) => {
    const body = expectError(res, status);
    expect(ERROR_CODES).toContain(body.code);
    expect(body.code, body.error).toBe(code);
  };

  it("names who may not do what: viewer, owner only, not a member, no or an ended session", async () => {
    const viewer = await joinAs(svc, owner, "viewer", "Vic");
    const editor = await joinAs(svc, owner, "editor", "Eddie");
    expectCode(await viewer.req("POST", "/v1/tags", { name: "Red" }), 403, "viewer_read_only");
    expectCode(
      await editor.call(groupEndpoints.update, { body: { name: "Mine", currency: "EUR" } }),
      403,
      "owner_only",
    );
    expectCode(
      await viewer.call(memberEndpoints.remove, { params: { userId: await idOf(editor) } }),
      403,
      "viewer_read_only",
    );
    const elsewhere = { "x-tenant": "7d0c6a4e-0000-4000-8000-000000000000" };
    expectCode(await owner.req("GET", "/v1/tags", undefined, elsewhere), 403, "not_member");
    expectCode(await request(svc, "GET", "/v1/tags"), 401, "sign_in_required");
    expectCode(await request(svc, "GET", "/v1/tags", undefined, { authorization: "nonsense" }), 401, "session_ended");
  });

  it("tells someone in no group at all apart from someone outside the named group", async () => {
    const member = await joinAs(svc, owner, "editor", "Dana");
    const memberId = await idOf(member);
    expect((await owner.call(memberEndpoints.remove, { params: { userId: memberId } })).status).toBe(204);
    expectCode(await member.req("GET", "/v1/tags"), 403, "no_group");
    const elsewhere = { "x-tenant": "7d0c6a4e-0000-4000-8000-000000000000" };
    expectCode(await member.req("GET", "/v1/tags", undefined, elsewhere), 403, "not_member");
    // The account itself still answers: the app learns who is signed in and offers a way back.
    const self = await member.call(authEndpoints.self);
    expect(self.status).toBe(200);
    expect(self.body.item.groupId).toBe("");
  });

  it("sends someone removed from the X-Tenant group but in another one back to that one", async () => {
    const member = await joinAs(svc, owner, "editor", "Erin");
    const ownersGroup = { "x-tenant": (await owner.call(authEndpoints.self)).body.item.groupId };
    const own = await member.call(groupEndpoints.create, { body: { name: "Erin's own" } });
    expect((await owner.call(memberEndpoints.remove, { params: { userId: await idOf(member) } })).status).toBe(204);
    expectCode(await member.req("GET", "/v1/tags", undefined, ownersGroup), 403, "not_member");
    // Without X-Tenant (what the SPA falls back to on not_member) the other group answers.
    expect((await member.call(authEndpoints.self)).body.item.groupId).toBe(own.body.id);
    expect((await member.req("GET", "/v1/tags")).status).toBe(200);
  });

  it("names the failures of the account and the group: wrong credentials, e-mail taken, last owner", async () => {
    const login = { username: owner.email, password: "not the password" };
    expectCode(await request(svc, "POST", "/v1/users/login", login), 401, "wrong_credentials");
    const again = { name: "Twin", email: owner.email, password: "correct horse battery" };
    expectCode(await request(svc, "POST", "/v1/users/register", again), 409, "email_taken");
    const self = { params: { userId: await idOf(owner) }, body: { role: "viewer" as const } };
    expectCode(await owner.call(memberEndpoints.update, self), 409, "last_owner");
    expect((await owner.call(authEndpoints.self)).body.item.role).toBe("owner");
    const change = { current: "not the password", new: "another horse battery" };
    expectCode(await owner.req("PUT", "/v1/users/self/change-password", change), 422, "wrong_password");
  });

  it("gives every other failure the code of its status", async () => {
    const missing = "7d0c6a4e-0000-4000-8000-000000000000";
    expectCode(await owner.req("GET", `/v1/entities/${missing}`), 404, "not_found");
    expectCode(await owner.req("GET", "/v1/no-such-thing"), 404, "not_found");
    expectCode(
      await owner.req("POST", "/v1/tags", "{not json", { "content-type": "application/json" }),
      400,
      "bad_request",
    );
    expectCode(await owner.req("POST", "/v1/tags", {}), 422, "invalid");
    const item = (await owner.req("POST", "/v1/entities", { name: "Lamp" })).body;
    const stale = await owner.req(
      "PUT",
      `/v1/entities/${item.id}`,
      { ...item, name: "Desk lamp" },
      { "if-match": '"0"' },
    );
    expectCode(stale, 412, "stale");
  });
});
