import { describe, expect, it } from "vitest";
import { TemplateOut, templateEndpoints as templates } from "../../../contract";
import { create, defaultTypes, expectError, get, location } from "../../support/fixtures";
import { useSignedInService } from "../../support/signed-in-service";

describe("templates (docs/api.md, Templates)", () => {
  const { s, users } = useSignedInService({ names: ["Owner", "Stranger"] });
  const other = users[1];

  const tag = async (name: string, who = s) => (await who.req("POST", "/v1/tags", { name })).body.id as string;

  async function fullTemplate() {
    const garage = await location(s, "Garage");
    const types = await defaultTypes(s);
    const tools = await tag("Tools");
    const power = await tag("Power");
    const res = await s.call(templates.create, {
      body: {
        name: "Power tool",
        description: "Cordless tools",
        notes: "template notes",
        defaultName: "Drill",
        defaultDescription: "A cordless drill",
        defaultQuantity: 2,
        defaultEntityTypeId: types.item,
        defaultLocationId: garage.id,
        defaultTagIds: [tools, power],
        defaultManufacturer: "Bosch",
        defaultModelNumber: "GSR 18V",
        defaultPurchaseFrom: "Hardware store",
        defaultPurchasePrice: 129.5,
        defaultInsured: true,
        defaultLifetimeWarranty: false,
        defaultWarrantyDetails: "2 years",
        defaultNotes: "Charge monthly",
        includeWarrantyFields: true,
        includePurchaseFields: true,
        includeSoldFields: false,
        fields: [
          { name: "Voltage", type: "number", numberValue: 18 },
          { name: "Battery", type: "text", textValue: "2Ah" },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { template: TemplateOut.parse(res.body), garage, types, tools, power };
  }

  it("stores every field and answers it on GET, listed by name", async () => {
    const { template, garage, types, tools, power } = await fullTemplate();
    expect(template).toMatchObject({
      name: "Power tool",
      notes: "template notes",
      defaultQuantity: 2,
      defaultEntityTypeId: types.item,
      defaultLocationId: garage.id,
      defaultLocation: { id: garage.id, name: "Garage" },
      defaultManufacturer: "Bosch",
      defaultPurchasePrice: 129.5,
      defaultInsured: true,
      defaultWarrantyDetails: "2 years",
      defaultNotes: "Charge monthly",
      includeWarrantyFields: true,
      includeSoldFields: false,
    });
    expect(new Set(template.defaultTagIds)).toEqual(new Set([tools, power]));
    expect(template.fields.map((f) => [f.name, f.type, f.textValue, f.numberValue])).toEqual([
      ["Voltage", "number", "", 18],
      ["Battery", "text", "2Ah", 0],
    ]);
    const again = await s.call(templates.get, { params: { id: template.id } });
    expect(TemplateOut.parse(again.body)).toEqual(template);
    const list = await s.call(templates.list);
    expect(list.body.map((t) => t.id)).toContain(template.id);
  });

  it("PUT replaces: no defaultLocationId clears it, fields are matched by id, tags replaced", async () => {
    const { template, tools } = await fullTemplate();
    const voltage = template.fields[0]!;
    const res = await s.call(templates.replace, {
      params: { id: template.id },
      body: { name: "Power tool v2", defaultTagIds: [tools], fields: [{ ...voltage, numberValue: 36 }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const out = TemplateOut.parse(res.body);
    expect(out).toMatchObject({
      name: "Power tool v2",
      defaultLocationId: null,
      defaultLocation: null,
      defaultTagIds: [tools],
    });
    expect(out.defaultManufacturer).toBe("");
    expect(out.fields).toEqual([{ ...voltage, numberValue: 36 }]);
  });

  it("create-item makes an entity with the defaults and the overrides", async () => {
    const { template, garage, tools, power } = await fullTemplate();
    const res = await s.call(templates.createItem, {
      params: { id: template.id },
      body: { name: "Drill #1", quantity: 1 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers.get("etag")).toMatch(/^"\d+"$/);
    const entity = await get(s, res.body.id);
    expect(entity).toMatchObject({
      name: "Drill #1",
      description: "A cordless drill",
      quantity: 1,
      parentId: garage.id,
      manufacturer: "Bosch",
      modelNumber: "GSR 18V",
      purchaseFrom: "Hardware store",
      purchasePrice: 129.5,
      insured: true,
      warrantyDetails: "2 years",
      notes: "Charge monthly",
    });
    expect(entity.assetId).not.toBe("");
    expect(new Set(entity.tagIds)).toEqual(new Set([tools, power]));
    expect(entity.fields.map((f) => [f.name, f.numberValue, f.textValue])).toEqual([
      ["Voltage", 18, ""],
      ["Battery", 0, "2Ah"],
    ]);
    const second = await s.call(templates.createItem, {
      params: { id: template.id },
      body: { name: "Drill #2", parentId: null },
    });
    expect(second.status).toBe(201);
    expect(second.body.parentId).toBeNull();
    expect(second.body.assetId).not.toBe(entity.assetId);
  });

  it("create-item with a deleted default location is a 422 and creates nothing", async () => {
    const { template, garage } = await fullTemplate();
    expect((await s.req("DELETE", `/v1/entities/${garage.id}`)).status).toBe(204);
    const before = (await s.req("GET", "/v1/entities?pageSize=1000")).body.total;
    expectError(await s.req("POST", `/v1/templates/${template.id}/create-item`, { name: "Orphan" }), 422, [
      "defaultLocationId",
    ]);
    expect((await s.req("GET", "/v1/entities?pageSize=1000")).body.total).toBe(before);
    expect((await s.req("GET", `/v1/templates/${template.id}`)).body.defaultLocation).toBeNull();
  });

  it("create-item checks overrides like a create", async () => {
    const { template } = await fullTemplate();
    const res = await s.req("POST", `/v1/templates/${template.id}/create-item`, { name: "", quantity: -1 });
    expectError(res, 422, ["name", "quantity"]);
    expectError(await s.req("POST", `/v1/templates/${template.id}/create-item`, {}), 422, ["name"]);
  });

  it("another group's ids are a 422 on the field that names them; its templates are 404", async () => {
    const foreignTag = await tag("Theirs", other);
    const foreignPlace = await create(other, { name: "Their shed" });
    const foreignType = (await defaultTypes(other)).item;
    expectError(
      await s.req("POST", "/v1/templates", {
        name: "Bad",
        defaultLocationId: foreignPlace.id,
        defaultTagIds: [foreignTag],
        defaultEntityTypeId: foreignType,
      }),
      422,
      ["defaultLocationId", "defaultTagIds[0]", "defaultEntityTypeId"],
    );
    const { template } = await fullTemplate();
    expect((await other.req("GET", `/v1/templates/${template.id}`)).status).toBe(404);
    expect((await other.req("PUT", `/v1/templates/${template.id}`, { name: "x" })).status).toBe(404);
    expect((await other.req("POST", `/v1/templates/${template.id}/create-item`, { name: "x" })).status).toBe(404);
    expect((await other.req("DELETE", `/v1/templates/${template.id}`)).status).toBe(404);
    expectError(
      await s.req("POST", `/v1/templates/${template.id}/create-item`, { name: "x", tagIds: [foreignTag] }),
      422,
      ["tagIds[0]"],
    );
  });

  it("bad bodies are 422 and change nothing; delete removes the template", async () => {
    const { template } = await fullTemplate();
    expectError(await s.req("POST", "/v1/templates", { name: " " }), 422, ["name"]);
    expectError(
      await s.req("PUT", `/v1/templates/${template.id}`, { name: "ok", defaultQuantity: -1, fields: [{ name: "" }] }),
      422,
      ["defaultQuantity", "fields[0].name"],
    );
    expect((await s.req("GET", `/v1/templates/${template.id}`)).body.name).toBe("Power tool");
    expect((await s.call(templates.remove, { params: { id: template.id } })).status).toBe(204);
    expectError(await s.call(templates.get, { params: { id: template.id } }), 404);
  });
});
