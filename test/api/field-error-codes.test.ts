import { describe, expect, it } from "vitest";
import { entityEndpoints, ErrorBody } from "../../contract";
import { create, location } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";

/** Every 422 names a stable code per field beside its English message (docs/api.md, "Field error codes"). */
describe("422 field error codes", () => {
  const { s } = useSignedInService();

  const expect422 = (res: { status: number; body: unknown }, codes: Record<string, object>) => {
    expect(res.status).toBe(422);
    const body = ErrorBody.parse(res.body);
    expect(body.codes).toEqual(codes);
    // The English messages stay, path for path, as Homebox clients read them.
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(Object.keys(codes).sort());
  };

  it("names contract rules: required, too_long with its limit, not_number, invalid_date, invalid_id, unknown_field", async () => {
    expect422(await s.req("POST", "/v1/entities", {}), { name: { code: "required" } });
    expect422(await s.call(entityEndpoints.create, { body: { name: "x".repeat(256) } }), {
      name: { code: "too_long", limit: 255 },
    });
    const item = await create(s, { name: "Lamp" });
    expect422(
      await s.req("PUT", `/v1/entities/${item.id}`, { ...item, purchaseDate: "31.12.2024", quantity: "many" }),
      {
        purchaseDate: { code: "invalid_date" },
        quantity: { code: "not_number" },
      },
    );
    expect422(await s.req("PATCH", `/v1/entities/${item.id}`, { purchaseDate: "2024-12-31" }), {
      purchaseDate: { code: "unknown_field" },
    });
    expect422(await s.call(entityEndpoints.patch, { params: { id: item.id }, body: { parentId: "nope" } }), {
      parentId: { code: "invalid_id" },
    });
  });

  it("names domain rules: not_found, own_descendant, location_needs_item_parent", async () => {
    const a = await create(s, { name: "A" });
    const b = await create(s, { name: "B", parentId: a.id });
    expect422(await s.call(entityEndpoints.patch, { params: { id: a.id }, body: { parentId: b.id } }), {
      parentId: { code: "own_descendant" },
    });
    expect422(
      await s.call(entityEndpoints.patch, {
        params: { id: a.id },
        body: { parentId: "7d0c6a4e-0000-4000-8000-000000000000" },
      }),
      {
        parentId: { code: "not_found" },
      },
    );
    const garage = await location(s, "Garage");
    const attic = await location(s, "Attic");
    expect422(
      await s.call(entityEndpoints.create, { body: { name: "X", parentId: garage.id, locationId: attic.id } }),
      {
        locationId: { code: "location_needs_item_parent" },
      },
    );
  });

  it("names sign-up rules: invalid_email, too_short with its limit", async () => {
    const res = await s.req("POST", "/v1/users/register", { name: "N", email: "not-mail", password: "short" });
    expect422(res, { email: { code: "invalid_email" }, password: { code: "too_short", limit: 8 } });
  });
});
