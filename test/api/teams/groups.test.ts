import { describe, expect, it } from "vitest";
import { authEndpoints, groupEndpoints as groups, invitationEndpoints } from "../../../contract";
import { callEndpoint, signUp } from "../../support/client";
import { expectError } from "../../support/fixtures";
import { useSignedInService } from "../../support/signed-in-service";

/** Groups and currencies (docs/api.md, "Groups and members"). */
describe("groups", () => {
  // Homebox's seed on: a registration's group starts with its locations and tags.
  const { svc, s } = useSignedInService({ names: ["Gina"], env: { SEED_NEW_GROUPS: "true" } });

  it("a registration's new group starts like Homebox's: USD, Item and Location, eight locations, six tags", async () => {
    const group = (await s.call(groups.get)).body;
    expect(group).toMatchObject({ name: "Gina's Home", currency: "USD", role: "owner" });
    const types = (await s.req("GET", "/v1/entity-types")).body.map((t: { name: string }) => t.name).sort();
    expect(types).toEqual(["Item", "Location"]);
    const tags = (await s.req("GET", "/v1/tags")).body.map((t: { name: string }) => t.name).sort();
    expect(tags).toEqual(["Appliances", "Electronics", "General", "IOT", "Important", "Servers"]);
    const tree = (await s.req("GET", "/v1/entities/tree")).body.map((n: { name: string }) => n.name).sort();
    expect(tree).toEqual(["Attic", "Basement", "Bathroom", "Bedroom", "Garage", "Kitchen", "Living Room", "Office"]);
  });

  it("currencies are public ISO 4217 codes; PUT sets name and currency, an unknown code → 422 and no change", async () => {
    const list = await callEndpoint(svc, groups.currencies);
    expect(list.headers.get("cache-control")).toBe("max-age=600");
    expect(list.body).toContainEqual(expect.objectContaining({ code: "EUR", name: "Euro", decimals: 2 }));
    expect(list.body.find((c) => c.code === "JPY")?.decimals).toBe(0);
    const put = await s.call(groups.update, { body: { name: "Workshop", currency: "eur" } });
    expect(put.body).toMatchObject({ name: "Workshop", currency: "EUR" });
    expectError(await s.call(groups.update, { body: { name: "Workshop 2", currency: "XYZ" } }), 422, ["currency"]);
    expectError(await s.call(groups.update, { body: { name: "", currency: "EUR" } }), 422, ["name"]);
    expect((await s.call(groups.get)).body).toMatchObject({ name: "Workshop", currency: "EUR" });
    expect((await s.call(authEndpoints.self)).body.item.currency).toBe("EUR");
  });

  it("POST creates a group the user owns (types only); X-Tenant selects it; DELETE removes it unless it is the last", async () => {
    const created = await s.call(groups.create, { body: { name: "Shop" } });
    expect(created.status).toBe(201);
    const shop = { "X-Tenant": created.body.id };
    expect((await s.req("GET", "/v1/tags", undefined, shop)).body).toEqual([]);
    expect((await s.req("POST", "/v1/entities", { name: "Register" }, shop)).status).toBe(201);
    const all = (await s.call(groups.all)).body.map((g) => g.name);
    expect(all).toEqual(["Workshop", "Shop"]);
    // The default group is unchanged.
    expect((await s.call(groups.get)).body.name).toBe("Workshop");
    expectError(await s.call(groups.get, { headers: { "X-Tenant": "not-a-uuid" } }), 400);
    expectError(await s.call(groups.get, { headers: { "X-Tenant": crypto.randomUUID() } }), 403);
    expectError(await s.call(groups.create, { body: { name: "" } }), 422, ["name"]);

    expect((await s.call(groups.remove, { headers: shop })).status).toBe(204);
    expectError(await s.call(groups.get, { headers: shop }), 403);
    expectError(await s.call(groups.remove), 400);
  });

  it("a group with other members cannot be deleted (409)", async () => {
    const token = (await s.call(invitationEndpoints.create, { body: { uses: 1 } })).body.token;
    await signUp(svc, "Member", { token });
    await s.call(groups.create, { body: { name: "Spare" } });
    expectError(await s.call(groups.remove), 409);
  });
});
