import { sql } from "kysely";
import { entityEndpoints, entityTypeEndpoints } from "../../contract";
import { describe, expect, it } from "vitest";
import { create, defaultTypes, expectError, get, location } from "../support/fixtures";
import { TEST_DB } from "../support/service";
import { useSignedInService } from "../support/signed-in-service";

describe("PUT and PATCH (docs/spec/contract.md)", () => {
  const { svc, s } = useSignedInService();

  it("PUT replaces every field: omitted or null take a new entity's value, entityTypeId is kept", async () => {
    const garage = await location(s, "Garage");
    const tag = (await s.req("POST", "/v1/tags", { name: "T" })).body;
    const type = (await s.call(entityTypeEndpoints.create, { body: { name: "Tool" } })).body;
    const full = await create(s, {
      name: "Drill",
      description: "d",
      quantity: 3,
      archived: true,
      assetId: 9,
      entityTypeId: type.id,
      parentId: garage.id,
      tagIds: [tag.id],
      fields: [{ name: "F", type: "text", textValue: "v" }],
      insured: true,
      lifetimeWarranty: true,
      manufacturer: "m",
      modelNumber: "mn",
      serialNumber: "sn",
      purchaseDate: "2024-01-01",
      purchaseFrom: "shop",
      purchasePrice: 10,
      soldDate: "2024-02-02",
      soldNotes: "sn",
      soldPrice: 5,
      soldTo: "bob",
      warrantyDetails: "w",
      warrantyExpires: "2025-01-01",
      notes: "n",
      syncChildEntityLocations: true,
    });
    const res = await s.call(entityEndpoints.replace, {
      params: { id: full.id },
      body: { name: "Drill", description: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "Drill",
      description: "",
      quantity: 1,
      archived: false,
      assetId: "",
      entityTypeId: type.id,
      parentId: null,
      locationId: null,
      tagIds: [],
      fields: [],
      insured: false,
      lifetimeWarranty: false,
      manufacturer: "",
      modelNumber: "",
      serialNumber: "",
      purchaseDate: "",
      purchaseFrom: "",
      purchasePrice: 0,
      soldDate: "",
      soldNotes: "",
      soldPrice: 0,
      soldTo: "",
      warrantyDetails: "",
      warrantyExpires: "",
      notes: "",
      syncChildEntityLocations: false,
    });
    expect(res.body.location).toBeUndefined();
  });

  it("PUT never touches children; a body id different from the path is a 422", async () => {
    const box = await create(s, { name: "Box" });
    const child = await create(s, { name: "Child", parentId: box.id });
    const res = await s.call(entityEndpoints.replace, { params: { id: box.id }, body: { name: "Box 2" } });
    expect(res.body.allChildren.map((c: { id: string }) => c.id)).toEqual([child.id]);
    expectError(
      await s.call(entityEndpoints.replace, { params: { id: box.id }, body: { id: child.id, name: "X" } }),
      422,
      ["id"],
    );
  });

  it("custom fields on PUT are matched by id: create, update, delete; a foreign id is a 422", async () => {
    const e = await create(s, {
      name: "E",
      fields: [
        { name: "A", type: "text", textValue: "1" },
        { name: "B", type: "number", numberValue: 2 },
      ],
    });
    const [a, b] = e.fields;
    const res = await s.req("PUT", `/v1/entities/${e.id}`, {
      ...e,
      fields: [
        { ...b, numberValue: 3 },
        { name: "C", type: "boolean", booleanValue: true },
      ],
    });
    expect(res.body.fields.map((f: { id: string; name: string }) => f.name)).toEqual(["B", "C"]);
    expect(res.body.fields[0]).toMatchObject({ id: b!.id, numberValue: 3 });
    const other = await create(s, { name: "Other", fields: [{ name: "Z", type: "text" }] });
    const foreign = await s.req("PUT", `/v1/entities/${e.id}`, { ...res.body, fields: [{ ...other.fields[0] }] });
    expectError(foreign, 422, ["fields[0].id"]);
    expect((await get(s, e.id)).fields.map((f) => f.name)).toEqual(["B", "C"]);
    void a;
  });

  it("PUT leaves a custom field sent back unchanged as it is stored, and rewrites one that changed", async () => {
    const e = await create(s, {
      name: "Kept fields",
      fields: [
        { name: "Colour", type: "text", textValue: "grey" },
        { name: "Weight", type: "number", numberValue: 1.5 },
        { name: "Boxed", type: "boolean", booleanValue: true },
      ],
    });
    const stored = () =>
      svc.db.kysely.selectFrom("entity_fields").selectAll().where("entity_id", "=", e.id).orderBy("position").execute();
    const before = await stored();
    // The same body again, then one value changed and one field moved to another position.
    const same = await s.call(entityEndpoints.replace, { params: { id: e.id }, body: e });
    expect(same.status).toBe(200);
    expect(same.body.fields).toEqual(e.fields);
    expect(await stored()).toEqual(before);

    const [colour, weight, boxed] = e.fields;
    const changed = await s.req("PUT", `/v1/entities/${e.id}`, {
      ...e,
      fields: [colour, boxed, { ...weight, numberValue: 2.25 }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.fields).toEqual([colour, boxed, { ...weight, numberValue: 2.25 }]);
    const after = await stored();
    const byId = (rows: typeof before, id: string) => rows.find((f) => f.id === id);
    expect(byId(after, colour!.id)).toEqual(byId(before, colour!.id));
    expect(byId(after, boxed!.id)).toMatchObject({ position: 1, boolean_value: 1 });
    expect(byId(after, weight!.id)).toMatchObject({ position: 2, number_value: 2.25 });
    expect(byId(after, weight!.id)!.updated_at > byId(before, weight!.id)!.updated_at).toBe(true);
  });

  it("PUT and PATCH write only the tag links that change", async () => {
    const [a, b, c] = await Promise.all(
      ["A", "B", "C"].map(async (name) => (await s.req("POST", "/v1/tags", { name })).body as { id: string }),
    );
    const e = await create(s, { name: "Tagged", tagIds: [a!.id, b!.id] });
    // PostgreSQL's xmin names the transaction that wrote a row: a link left alone keeps its own.
    const links = async () => {
      const query = svc.db.kysely
        .selectFrom("entity_tags")
        .select("tag_id")
        .where("entity_id", "=", e.id)
        .orderBy("tag_id");
      const rows =
        TEST_DB === "postgres"
          ? await query.select(sql<string>`xmin::text`.as("written_by")).execute()
          : await query.execute();
      return new Map(rows.map((r) => [r.tag_id, "written_by" in r ? r.written_by : ""]));
    };
    const before = await links();

    const put = await s.call(entityEndpoints.replace, { params: { id: e.id }, body: { ...e, tagIds: [c!.id, b!.id] } });
    expect(put.status).toBe(200);
    expect([...put.body.tagIds].sort()).toEqual([b!.id, c!.id].sort());
    const afterPut = await links();
    expect([...afterPut.keys()]).toEqual([b!.id, c!.id].sort());
    expect(afterPut.get(b!.id)).toBe(before.get(b!.id));

    const same = await s.call(entityEndpoints.patch, { params: { id: e.id }, body: { tagIds: [b!.id, c!.id, b!.id] } });
    expect(same.status).toBe(200);
    expect(await links()).toEqual(afterPut);

    const cleared = await s.call(entityEndpoints.patch, { params: { id: e.id }, body: { tagIds: null } });
    expect(cleared.body.tagIds).toEqual([]);
    expect((await links()).size).toBe(0);
  });

  it("PATCH: absent = unchanged, null = a new entity's value, {} is a no-op", async () => {
    const { item } = await defaultTypes(s);
    const garage = await location(s, "Garage");
    const tag = (await s.req("POST", "/v1/tags", { name: "T" })).body;
    const type = (await s.call(entityTypeEndpoints.create, { body: { name: "Tool" } })).body;
    const e = await create(s, {
      name: "E",
      quantity: 4,
      parentId: garage.id,
      tagIds: [tag.id],
      entityTypeId: type.id,
      notes: "keep",
    });
    const noop = await s.call(entityEndpoints.patch, { params: { id: e.id }, body: {} });
    expect(noop.status).toBe(200);
    expect({ ...noop.body, updatedAt: 0 }).toEqual({ ...e, updatedAt: 0 });
    const q = await s.call(entityEndpoints.patch, { params: { id: e.id }, body: { quantity: 7 } });
    expect(q.body).toMatchObject({
      quantity: 7,
      parentId: garage.id,
      tagIds: [tag.id],
      entityTypeId: type.id,
      notes: "keep",
    });
    const reset = await s.call(entityEndpoints.patch, {
      params: { id: e.id },
      body: {
        quantity: null,
        parentId: null,
        tagIds: null,
        entityTypeId: null,
        locationId: null,
      },
    });
    expect(reset.body).toMatchObject({
      quantity: 1,
      parentId: null,
      locationId: null,
      tagIds: [],
      entityTypeId: item,
      notes: "keep",
    });
  });

  it("PATCH validates like the rest: id must match, bad values are 422s naming the field", async () => {
    const e = await create(s, { name: "E" });
    const other = await create(s, { name: "Other" });
    expectError(await s.call(entityEndpoints.patch, { params: { id: e.id }, body: { id: other.id } }), 422, ["id"]);
    expect(
      (await s.call(entityEndpoints.patch, { params: { id: e.id }, body: { id: e.id, quantity: 2 } })).status,
    ).toBe(200);
    expectError(await s.call(entityEndpoints.patch, { params: { id: e.id }, body: { quantity: -1 } }), 422, [
      "quantity",
    ]);
    expectError(await s.call(entityEndpoints.patch, { params: { id: e.id }, body: { tagIds: ["x"] } }), 422, [
      "tagIds[0]",
    ]);
    expectError(await s.req("PATCH", `/v1/entities/${e.id}`, { name: "renamed" }), 422, ["name"]);
  });

  it("a rejected request changes nothing (one transaction)", async () => {
    const garage = await location(s, "Garage");
    const e = await create(s, { name: "E", fields: [{ name: "F", type: "text", textValue: "1" }] });
    const before = await get(s, e.id);
    const bad = await s.req("PUT", `/v1/entities/${e.id}`, {
      ...before,
      name: "New",
      parentId: garage.id,
      fields: [{ ...before.fields[0], textValue: "2" }],
      tagIds: ["7d0c6a4e-0000-4000-8000-000000000000"],
    });
    expectError(bad, 422, ["tagIds[0]"]);
    expect(await get(s, e.id)).toEqual(before);
  });
});
