import { describe, expect, it } from "vitest";
import { entityEndpoints } from "../../contract";
import { create, expectError, get } from "../support/fixtures";
import { entitiesByName, importCsvText } from "../support/csv-upload";
import { useSignedInService } from "../support/signed-in-service";
import { joinAs } from "./teams/team";

/** Issue 43 part 1: minimum quantity, unit and decimal quantities (docs/api.md, "Consumables"). */
describe("consumables", () => {
  const { svc, s } = useSignedInService();

  const lowStockNames = async () => {
    const res = await s.req<{ items: Array<{ name: string }> }>("GET", "/v1/entities?lowStock=true&pageSize=100");
    expect(res.status).toBe(200);
    return res.body.items.map((i) => i.name).sort();
  };

  it("keeps minQuantity, unit and decimal quantities through create, PUT, PATCH and the list", async () => {
    const rope = await create(s, { name: "Rope", quantity: 12.5, minQuantity: 2.25, unit: "m" });
    expect(rope).toMatchObject({ quantity: 12.5, minQuantity: 2.25, unit: "m" });
    const plain = await create(s, { name: "Hammer" });
    expect(plain).toMatchObject({ quantity: 1, minQuantity: null, unit: "" });

    const put = await s.call(entityEndpoints.replace, { params: { id: rope.id }, body: { name: "Rope", quantity: 3 } });
    expect(put.body).toMatchObject({ quantity: 3, minQuantity: null, unit: "" });
    const patched = await s.call(entityEndpoints.patch, {
      params: { id: rope.id },
      body: { minQuantity: 4, unit: " kg " },
    });
    expect(patched.body).toMatchObject({ quantity: 3, minQuantity: 4, unit: "kg" });
    const reset = await s.call(entityEndpoints.patch, { params: { id: rope.id }, body: { unit: null } });
    expect(reset.body).toMatchObject({ minQuantity: 4, unit: "" });

    const list = await s.req<{ items: Array<{ name: string; minQuantity: number | null; unit: string }> }>(
      "GET",
      "/v1/entities?q=Rope",
    );
    expect(list.body.items[0]).toMatchObject({ name: "Rope", minQuantity: 4, unit: "" });
  });

  it("lowStock=true lists the items at or below their minimum, and only those", async () => {
    await create(s, { name: "Batteries", quantity: 4, minQuantity: 4 });
    await create(s, { name: "Coffee", quantity: 0.5, minQuantity: 1, unit: "kg" });
    await create(s, { name: "Screws", quantity: 200, minQuantity: 50 });
    await create(s, { name: "Ladder", quantity: 0 });
    expect(await lowStockNames()).toEqual(expect.arrayContaining(["Batteries", "Coffee"]));
    expect(await lowStockNames()).not.toEqual(expect.arrayContaining(["Screws"]));
    expect(await lowStockNames()).not.toEqual(expect.arrayContaining(["Ladder"]));
  });

  it("refuses negative or non-numeric minimums and quantities and long units, writing nothing", async () => {
    const item = await create(s, { name: "Tape", quantity: 2, minQuantity: 1 });
    expectError(await s.req("POST", "/v1/entities", { name: "Bad", minQuantity: -1 }), 422, ["minQuantity"]);
    expectError(await s.req("POST", "/v1/entities", { name: "Bad", minQuantity: "lots" }), 422, ["minQuantity"]);
    expectError(await s.req("POST", "/v1/entities", { name: "Bad", unit: "x".repeat(17) }), 422, ["unit"]);
    expectError(await s.req("PATCH", `/v1/entities/${item.id}`, { quantity: -0.5 }), 422, ["quantity"]);
    expectError(await s.req("PATCH", `/v1/entities/${item.id}`, { quantity: "two" }), 422, ["quantity"]);
    expectError(await s.req("PATCH", `/v1/entities/${item.id}`, { minQuantity: -2, unit: "y".repeat(20) }), 422, [
      "minQuantity",
      "unit",
    ]);
    expect(await get(s, item.id)).toMatchObject({ quantity: 2, minQuantity: 1, unit: "" });
    const names = [...(await entitiesByName(s)).keys()];
    expect(names).not.toContain("Bad");
  });

  it("a viewer may neither set a minimum nor take one off (403), and nothing changes", async () => {
    const viewer = await joinAs(svc, s, "viewer");
    const item = await create(s, { name: "Filters", quantity: 5, minQuantity: 2, unit: "pack" });
    expectError(await viewer.req("PATCH", `/v1/entities/${item.id}`, { minQuantity: 9 }), 403);
    expectError(await viewer.req("PATCH", `/v1/entities/${item.id}`, { quantity: 4 }), 403);
    expect(await get(s, item.id)).toMatchObject({ quantity: 5, minQuantity: 2, unit: "pack" });
  });

  it("templates carry defaults for both, which a new item from the template gets", async () => {
    const template = await s.req<{ id: string }>("POST", "/v1/templates", {
      name: "Paint",
      defaultQuantity: 2.5,
      defaultMinQuantity: 1,
      defaultUnit: "l",
    });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    expect(template.body).toMatchObject({ defaultQuantity: 2.5, defaultMinQuantity: 1, defaultUnit: "l" });
    const made = await s.req<{ id: string }>("POST", `/v1/templates/${template.body.id}/create-item`, {
      name: "White paint",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(await get(s, made.body.id)).toMatchObject({ quantity: 2.5, minQuantity: 1, unit: "l" });
    const bad = await s.req("POST", "/v1/templates", { name: "Bad", defaultUnit: "z".repeat(17) });
    expectError(bad, 422, ["defaultUnit"]);
  });

  it("CSV export writes HB.min_quantity and HB.unit; and an import reads and checks them", async () => {
    await create(s, { name: "Glue", quantity: 1.5, minQuantity: 0.5, unit: "tube" });
    const csv = await s.req<string>("GET", "/v1/entities/export");
    expect(csv.status).toBe(200);
    const text = String(csv.body);
    const header = text.split(/\r?\n/)[0]!.split(",");
    const glue = text.split(/\r?\n/).find((l) => l.includes(",Glue,"))!;
    const cells = glue.split(",");
    expect(cells[header.indexOf("HB.min_quantity")]).toBe("0.5");
    expect(cells[header.indexOf("HB.unit")]).toBe("tube");
    expect(cells[header.indexOf("HB.quantity")]).toBe("1.5");

    const imported = await importCsvText(s, "HB.name,HB.quantity,HB.min_quantity,HB.unit\nWire,7.5,10,m\n");
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect((await entitiesByName(s)).get("Wire")).toMatchObject({ quantity: 7.5, minQuantity: 10, unit: "m" });

    const refused = await importCsvText(s, "HB.name,HB.min_quantity,HB.unit\nNope,-3,abcdefghijklmnopq\n");
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain("HB.min_quantity");
    expect(JSON.stringify(refused.body)).toContain("HB.unit");
    expect((await entitiesByName(s)).has("Nope")).toBe(false);
  });
});
