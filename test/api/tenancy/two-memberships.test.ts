import { describe, expect, it } from "vitest";
import { groupEndpoints, invitationEndpoints as invitations } from "../../../contract";
import { signUp, type Session } from "../../support/client";
import { expectError } from "../../support/fixtures";
import { useSignedInService } from "../../support/signed-in-service";

/**
 * Tenancy with shared groups (docs/api.md, "Groups and members"): a member of two groups sees one group at a
 * time, chosen by X-Tenant (else the default group), and cannot carry an id of one group into the other.
 */
describe("a member of two groups", () => {
  const { svc, users } = useSignedInService({ names: ["Alice", "Bob"] });
  const [alice, bob] = users;
  let both: Session;
  let groupA: string;
  let groupB: string;
  const inA = (h: Record<string, string> = {}) => ({ "X-Tenant": groupA, ...h });
  const inB = (h: Record<string, string> = {}) => ({ "X-Tenant": groupB, ...h });

  it("joins both groups and lists each one's records only under its X-Tenant", async () => {
    const tokenA = (await alice.call(invitations.create, { body: { uses: 1 } })).body.token;
    both = await signUp(svc, "Carol", { token: tokenA });
    const tokenB = (await bob.call(invitations.create, { body: { uses: 1 } })).body.token;
    const joined = await both.call(invitations.join, { params: { token: tokenB } });
    groupB = joined.body.id;
    groupA = (await alice.call(groupEndpoints.get)).body.id;
    await alice.req("POST", "/v1/entities", { name: "A-lamp" });
    await bob.req("POST", "/v1/entities", { name: "B-lamp" });
    const names = async (h: Record<string, string>) =>
      (await both.req("GET", "/v1/entities", undefined, h)).body.items.map((e: { name: string }) => e.name);
    expect(await names(inA())).toEqual(["A-lamp"]);
    expect(await names(inB())).toEqual(["B-lamp"]);
    // No header: the default group, the one Carol signed up into.
    expect(await names({})).toEqual(["A-lamp"]);
  });

  it("an id of group A is 'not found' under X-Tenant B, in paths and in bodies; nothing in A changes", async () => {
    const aItem = (await alice.req("GET", "/v1/entities")).body.items[0];
    const aTag = (await alice.req("POST", "/v1/tags", { name: "A-tag" })).body;
    const before = (await alice.req("GET", `/v1/entities/${aItem.id}`)).body;
    expectError(await both.req("GET", `/v1/entities/${aItem.id}`, undefined, inB()), 404);
    expectError(await both.req("PUT", `/v1/entities/${aItem.id}`, { name: "moved" }, inB()), 404);
    expectError(await both.req("DELETE", `/v1/tags/${aTag.id}`, undefined, inB()), 404);
    expectError(await both.req("POST", "/v1/entities", { name: "x", parentId: aItem.id }, inB()), 422, ["parentId"]);
    expectError(await both.req("POST", "/v1/entities", { name: "x", tagIds: [aTag.id] }, inB()), 422);
    expect((await alice.req("GET", `/v1/entities/${aItem.id}`)).body).toEqual(before);
    expect((await both.req("GET", `/v1/entities/${aItem.id}`, undefined, inA())).status).toBe(200);
  });

  it("a group one is not in → 403 whether it exists or not; Bob cannot reach A with X-Tenant", async () => {
    expectError(await bob.req("GET", "/v1/entities", undefined, inA()), 403);
    expectError(await bob.req("GET", "/v1/entities", undefined, { "X-Tenant": crypto.randomUUID() }), 403);
    expectError(await bob.req("POST", "/v1/tags", { name: "intrusion" }, inA()), 403);
    expect((await alice.req("GET", "/v1/tags")).body.map((t: { name: string }) => t.name)).not.toContain("intrusion");
  });
});
