import { describe, expect, it } from "vitest";
import { groupEndpoints, invitationEndpoints, memberEndpoints as members } from "../../../contract";
import { request, type Session } from "../../support/client";
import { expectError } from "../../support/fixtures";
import { useSignedInService } from "../../support/signed-in-service";
import { idOf, joinAs } from "./team";

/**
 * Roles (docs/api.md, "Roles"): every write route of the OpenAPI document, present and future, answers a viewer
 * 403 before it runs, except the viewer's own account routes; an outsider's id stays a 404; editors and owners write.
 */
describe("roles × write endpoints", () => {
  const { svc, users } = useSignedInService({ names: ["Owner", "Outsider"] });
  const [owner, outsider] = users;
  let viewer: Session;
  let editor: Session;
  const ownAccount = (method: string, path: string) =>
    path.startsWith("/v1/users/") ||
    (method === "POST" && (path === "/v1/groups" || path === "/v1/groups/invitations/{token}"));
  /** Reads that take a body: a report only reads the inventory, which a viewer may (docs/api.md, "Reports"). */
  const readByPost = (method: string, path: string) => method === "POST" && path === "/v1/reports";

  it("a viewer gets 403 from every write route but their own account's, and their data stays unchanged", async () => {
    viewer = await joinAs(svc, owner, "viewer");
    editor = await joinAs(svc, owner, "editor");
    const doc = (await request(svc, "GET", "/openapi.json")).body as { paths: Record<string, Record<string, unknown>> };
    const item = (await owner.req("POST", "/v1/entities", { name: "Lamp" })).body;
    const tag = (await owner.req("POST", "/v1/tags", { name: "Red" })).body;
    const before = (await owner.req("GET", `/v1/entities/${item.id}`)).body;
    const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ["post", "put", "patch", "delete"].includes(m))
        .map((m) => ({ method: m.toUpperCase(), path })),
    );
    expect(writes.length).toBeGreaterThan(15);
    const concrete = (p: string) =>
      p.replace(/\{(\w+)\}/g, (_, name: string) => (name === "id" ? item.id : name === "userId" ? tag.id : "X"));
    for (const w of writes) {
      if (w.path.startsWith("/v1/users/") && w.path !== "/v1/users/self/settings") continue;
      const res = await viewer.req(w.method, concrete(w.path), {});
      if (ownAccount(w.method, w.path) || readByPost(w.method, w.path)) {
        expect(res.status, `${w.method} ${w.path}`).not.toBe(403);
      } else expectError(res, 403);
    }
    expect((await owner.req("GET", `/v1/entities/${item.id}`)).body).toEqual(before);
    // Reads stay open to a viewer.
    expect((await viewer.req("GET", `/v1/entities/${item.id}`)).status).toBe(200);
    expect((await viewer.req("POST", "/v1/reports", { format: "csv", scope: { group: true } })).status).toBe(202);
    expect((await viewer.call(members.list)).status).toBe(200);
  });

  it("an editor writes the inventory but not the group's settings, members or invitations", async () => {
    const created = await editor.req("POST", "/v1/entities", { name: "Chair" });
    expect(created.status).toBe(201);
    expect(
      (await editor.req("PUT", `/v1/entities/${created.body.id}`, { ...created.body, name: "Armchair" })).status,
    ).toBe(200);
    expect((await editor.req("POST", "/v1/tags", { name: "Blue" })).status).toBe(201);
    expect((await editor.req("POST", "/v1/entity-types", { name: "Tool", isLocation: false })).status).toBe(201);
    expect((await editor.req("DELETE", `/v1/entities/${created.body.id}`)).status).toBe(204);
    expectError(await editor.call(groupEndpoints.update, { body: { name: "Mine", currency: "EUR" } }), 403);
    expectError(await editor.call(invitationEndpoints.create, { body: { uses: 1 } }), 403);
    const viewerMember = { params: { userId: await idOf(viewer) } };
    expectError(await editor.call(members.remove, viewerMember), 403);
    expectError(await editor.call(members.update, { ...viewerMember, body: { role: "owner" } }), 403);
  });

  it("an outsider's writes to the group's ids stay 404, as before roles", async () => {
    const item = (await owner.req("POST", "/v1/entities", { name: "Desk" })).body;
    expectError(await outsider.req("PUT", `/v1/entities/${item.id}`, { name: "Mine" }), 404);
    expectError(await outsider.req("DELETE", `/v1/entities/${item.id}`), 404);
  });

  it("a viewer promoted to editor may write at once; demoted again, may not", async () => {
    const params = { userId: await idOf(viewer) };
    expect((await owner.call(members.update, { params, body: { role: "editor" } })).body.role).toBe("editor");
    expect((await viewer.req("POST", "/v1/tags", { name: "Promoted" })).status).toBe(201);
    await owner.call(members.update, { params, body: { role: "viewer" } });
    expectError(await viewer.req("POST", "/v1/tags", { name: "Demoted" }), 403);
    expectError(await owner.call(members.update, { params, body: { role: "boss" as never } }), 422, ["role"]);
  });
});
