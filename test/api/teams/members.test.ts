import { describe, expect, it } from "vitest";
import { authEndpoints, groupEndpoints as groups, memberEndpoints as members } from "../../../contract";
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
    const list = (await owner.call(members.list)).body;
    expect(list.map((m) => [m.name, m.role])).toEqual([
      ["Olive", "owner"],
      ["Ed", "editor"],
    ]);
    expect((await owner.call(members.remove, { params: { userId: await idOf(editor) } })).status).toBe(204);
    expectError(await editor.req("GET", `/v1/entities/${item.id}`), 403);
    expectError(await editor.req("POST", "/v1/entities", { name: "Sneaky" }), 403);
    // The account lives on, without a group: it may create one.
    expect((await editor.call(groups.all)).body).toEqual([]);
    expect((await editor.call(groups.create, { body: { name: "Ed's own" } })).status).toBe(201);
    expect((await editor.call(authEndpoints.self)).body.item.groupName).toBe("Ed's own");
  });

  it("the last owner can neither leave, be removed, nor be demoted; with a second owner they can", async () => {
    const ownerId = await idOf(owner);
    expectError(await owner.call(members.remove, { params: { userId: ownerId } }), 409);
    expectError(await owner.call(members.update, { params: { userId: ownerId }, body: { role: "editor" } }), 409);
    const second = await joinAs(svc, owner, "owner", "Second");
    expect((await second.call(members.update, { params: { userId: ownerId }, body: { role: "editor" } })).status).toBe(
      200,
    );
    expectError(await second.call(members.remove, { params: { userId: await idOf(second) } }), 409);
    expect((await second.call(members.update, { params: { userId: ownerId }, body: { role: "owner" } })).status).toBe(
      200,
    );
  });

  it("any member may leave; an unknown member → 404; a non-UUID → 400", async () => {
    const viewer = await joinAs(svc, owner, "viewer", "Vic");
    expect((await viewer.call(members.remove, { params: { userId: await idOf(viewer) } })).status).toBe(204);
    expectError(await viewer.req("GET", "/v1/entities"), 403);
    expectError(await owner.call(members.remove, { params: { userId: crypto.randomUUID() } }), 404);
    expectError(await owner.call(members.remove, { params: { userId: "nobody" } }), 400);
  });
});
