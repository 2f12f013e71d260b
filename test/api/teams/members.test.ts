import { describe, expect, it } from "vitest";
import { expectError } from "../../support/fixtures";
import { useSignedInService } from "../../support/signed-in-service";
import { idOf, joinAs } from "./team";

/** Members (docs/api.md, "Groups and members"): removal takes effect at once, the last owner stays. */
describe("members", () => {
  // A long session cache: a removed member must still be refused on the very next request.
  const { svc, s: owner } = useSignedInService({ names: ["Olive"], env: { SESSION_CACHE_SECONDS: "300" } });

  it("lists members with roles; a removed member's cached session loses the group at once", async () => {
    const editor = await joinAs(svc, owner, "editor", "Ed");
    const item = (await owner.req("POST", "/v1/entities", { name: "Ladder" })).body;
    expect((await editor.req("GET", `/v1/entities/${item.id}`)).status).toBe(200);
    const members = (await owner.req("GET", "/v1/groups/members")).body;
    expect(members.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
      ["Olive", "owner"],
      ["Ed", "editor"],
    ]);
    expect((await owner.req("DELETE", `/v1/groups/members/${await idOf(editor)}`)).status).toBe(204);
    expectError(await editor.req("GET", `/v1/entities/${item.id}`), 403);
    expectError(await editor.req("POST", "/v1/entities", { name: "Sneaky" }), 403);
    // The account lives on, without a group: it may create one.
    expect((await editor.req("GET", "/v1/groups/all")).body).toEqual([]);
    expect((await editor.req("POST", "/v1/groups", { name: "Ed's own" })).status).toBe(201);
    expect((await editor.req("GET", "/v1/users/self")).body.item.groupName).toBe("Ed's own");
  });

  it("the last owner can neither leave, be removed, nor be demoted; with a second owner they can", async () => {
    const ownerId = await idOf(owner);
    expectError(await owner.req("DELETE", `/v1/groups/members/${ownerId}`), 409);
    expectError(await owner.req("PUT", `/v1/groups/members/${ownerId}`, { role: "editor" }), 409);
    const second = await joinAs(svc, owner, "owner", "Second");
    expect((await second.req("PUT", `/v1/groups/members/${ownerId}`, { role: "editor" })).status).toBe(200);
    expectError(await second.req("DELETE", `/v1/groups/members/${await idOf(second)}`), 409);
    expect((await second.req("PUT", `/v1/groups/members/${ownerId}`, { role: "owner" })).status).toBe(200);
  });

  it("any member may leave; an unknown member → 404; a non-UUID → 400", async () => {
    const viewer = await joinAs(svc, owner, "viewer", "Vic");
    expect((await viewer.req("DELETE", `/v1/groups/members/${await idOf(viewer)}`)).status).toBe(204);
    expectError(await viewer.req("GET", "/v1/entities"), 403);
    expectError(await owner.req("DELETE", `/v1/groups/members/${crypto.randomUUID()}`), 404);
    expectError(await owner.req("DELETE", "/v1/groups/members/nobody"), 400);
  });
});
