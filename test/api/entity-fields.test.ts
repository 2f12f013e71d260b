import { describe, expect, it } from "vitest";
import { entityEndpoints, EntityOut } from "../../contract";
import { create, defaultTypes, expectError, get } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";

describe("entity fields (docs/spec/contract.md)", () => {
  const { s } = useSignedInService();

  const post = (body: Record<string, unknown>) => s.req("POST", "/v1/entities", body);

  it("name is trimmed, required, 1–255", async () => {
    expect((await create(s, { name: "  Drill  " })).name).toBe("Drill");
    expectError(await post({}), 422, ["name"]);
    expectError(await post({ name: "   " }), 422, ["name"]);
    expectError(await post({ name: "x".repeat(256) }), 422, ["name"]);
    expect((await create(s, { name: "x".repeat(255) })).name).toHaveLength(255);
  });

  it.each([
    ["description", 1000],
    ["notes", 1000],
    ["warrantyDetails", 1000],
    ["soldNotes", 1000],
    ["serialNumber", 255],
    ["modelNumber", 255],
    ["manufacturer", 255],
    ["purchaseFrom", 255],
    ["soldTo", 255],
  ])("%s holds at most %i characters", async (field, max) => {
    expect((await create(s, { name: "A", [field]: "é".repeat(max) }))[field as keyof EntityOut]).toBe("é".repeat(max));
    expectError(await post({ name: "A", [field]: "é".repeat(max + 1) }), 422, [field]);
  });

  it("quantity: 0 ≤ q ≤ 1e9, default 1", async () => {
    expect((await create(s, { name: "A" })).quantity).toBe(1);
    expect((await create(s, { name: "A", quantity: 0 })).quantity).toBe(0);
    expect((await create(s, { name: "A", quantity: 2.5 })).quantity).toBe(2.5);
    expect((await create(s, { name: "A", quantity: 1e9 })).quantity).toBe(1e9);
    for (const q of [-1, 1e9 + 1, "3", true]) expectError(await post({ name: "A", quantity: q }), 422, ["quantity"]);
  });

  it("prices: 0 ≤ p ≤ 1e12", async () => {
    const e = await create(s, { name: "A", purchasePrice: 12.34, soldPrice: 1e12 });
    expect([e.purchasePrice, e.soldPrice]).toEqual([12.34, 1e12]);
    expectError(await post({ name: "A", purchasePrice: -0.01 }), 422, ["purchasePrice"]);
    expectError(await post({ name: "A", soldPrice: 1e12 + 1 }), 422, ["soldPrice"]);
  });

  it("dates take YYYY-MM-DD or RFC 3339 (date part kept); '' and null clear; output '' when unset", async () => {
    const e = await create(s, {
      name: "A",
      purchaseDate: "2024-02-29",
      soldDate: "2024-03-01T23:30:00+02:00",
      warrantyExpires: null,
    });
    expect([e.purchaseDate, e.soldDate, e.warrantyExpires]).toEqual(["2024-02-29", "2024-03-01", ""]);
    const cleared = await s.call(entityEndpoints.replace, { params: { id: e.id }, body: { ...e, purchaseDate: "" } });
    expect(cleared.body.purchaseDate).toBe("");
    for (const bad of ["2023-02-29", "01/02/2024", "2024-13-01", "yesterday", 20240101]) {
      expectError(await post({ name: "A", purchaseDate: bad }), 422, ["purchaseDate"]);
    }
  });

  it("assetId: '000-001' style; input '000-001', '1', 1 or ''; new entities get the highest + 1", async () => {
    const a = await create(s, { name: "A", assetId: "000-041" });
    expect(a.assetId).toBe("000-041");
    expect((await create(s, { name: "B" })).assetId).toBe("000-042");
    expect((await create(s, { name: "C", assetId: 7 })).assetId).toBe("000-007");
    expect((await create(s, { name: "D", assetId: "1234567" })).assetId).toBe("123-4567");
    const put = await s.call(entityEndpoints.replace, { params: { id: a.id }, body: { ...a, assetId: "" } });
    expect(put.body.assetId).toBe("");
    for (const bad of ["abc", "-1", 1.5, "00a-001"])
      expectError(await post({ name: "A", assetId: bad }), 422, ["assetId"]);
  });

  it("custom fields: typed, named, ≤ 100, textValue ≤ 500, time keeps an ISO date", async () => {
    const fields = [
      { name: "Color", type: "text", textValue: "red" },
      { name: "Watts", type: "number", numberValue: 1.5 },
      { name: "Cordless", type: "boolean", booleanValue: true },
      { name: "Serviced", type: "time", textValue: "2024-05-01" },
    ];
    const e = await create(s, { name: "A", fields });
    expect(e.fields.map((f) => [f.name, f.type, f.textValue, f.numberValue, f.booleanValue])).toEqual([
      ["Color", "text", "red", 0, false],
      ["Watts", "number", "", 1.5, false],
      ["Cordless", "boolean", "", 0, true],
      ["Serviced", "time", "2024-05-01", 0, false],
    ]);
    expectError(await post({ name: "A", fields: [{ name: "X", type: "colour" }] }), 422, ["fields[0].type"]);
    expectError(await post({ name: "A", fields: [{ name: "", type: "text" }] }), 422, ["fields[0].name"]);
    expectError(await post({ name: "A", fields: [{ name: "X", type: "text", textValue: "x".repeat(501) }] }), 422, [
      "fields[0].textValue",
    ]);
    expectError(await post({ name: "A", fields: [{ name: "X", type: "time", textValue: "soon" }] }), 422, [
      "fields[0].textValue",
    ]);
    const many = Array.from({ length: 101 }, (_, i) => ({ name: `F${i}`, type: "text" }));
    expectError(await post({ name: "A", fields: many }), 422, ["fields"]);
    expect((await create(s, { name: "A", fields: many.slice(0, 100) })).fields).toHaveLength(100);
  });

  it("tagIds ≤ 100, each a tag of the group; entityTypeId a type of the group", async () => {
    const tag = (await s.req("POST", "/v1/tags", { name: "Power tools" })).body;
    const e = await create(s, { name: "A", tagIds: [tag.id] });
    expect(e.tags.map((t) => t.name)).toEqual(["Power tools"]);
    const unknown = "7d0c6a4e-0000-4000-8000-000000000000";
    expectError(await post({ name: "A", tagIds: [tag.id, unknown] }), 422, ["tagIds[1]"]);
    expectError(await post({ name: "A", tagIds: Array(101).fill(tag.id) }), 422, ["tagIds"]);
    expectError(await post({ name: "A", entityTypeId: unknown }), 422, ["entityTypeId"]);
    expectError(await post({ name: "A", tagIds: ["nope"] }), 422, ["tagIds[0]"]);
  });

  it("output carries every update field under its own name beside the summaries", async () => {
    const { location } = await defaultTypes(s);
    const shelf = await create(s, { name: "Shelf", entityTypeId: location });
    const e = await create(s, { name: "A", parentId: shelf.id });
    const out = await get(s, e.id);
    expect(out).toMatchObject({
      parentId: shelf.id,
      locationId: null,
      entityTypeId: e.entityTypeId,
      tagIds: [],
      fields: [],
    });
    expect(out.parent?.id).toBe(shelf.id);
    expect(out.location?.id).toBe(shelf.id);
    expect(out.entityType.name).toBe("Item");
  });

  it("responses carry an ETag; PUT and PATCH with a stale If-Match get 412 with the current entity", async () => {
    const e = await create(s, { name: "A" });
    const first = await s.call(entityEndpoints.get, { params: { id: e.id } });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"\d+"$/);
    const patched = await s.call(entityEndpoints.patch, {
      params: { id: e.id },
      body: { quantity: 5 },
      headers: { "if-match": etag },
    });
    expect(patched.status).toBe(200);
    expect(patched.headers.get("etag")).not.toBe(etag);
    const stale = await s.req("PUT", `/v1/entities/${e.id}`, { ...first.body, name: "B" }, { "if-match": etag });
    expectError(stale, 412);
    expect(EntityOut.parse(stale.body.current).quantity).toBe(5);
    expectError(
      await s.call(entityEndpoints.patch, {
        params: { id: e.id },
        body: { quantity: 6 },
        headers: { "if-match": etag },
      }),
      412,
    );
    expect((await get(s, e.id)).name).toBe("A");
    expect(
      (
        await s.call(entityEndpoints.patch, {
          params: { id: e.id },
          body: { quantity: 6 },
          headers: { "if-match": "*" },
        })
      ).status,
    ).toBe(200);
  });
});
