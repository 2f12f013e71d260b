import { beforeAll, describe, expect, it } from "vitest";
import { AssetPage, entityEndpoints, GroupStatistics, statisticsEndpoints } from "../../contract";
import { create, expectError, location } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";

/** Routes Homebox's web app calls that the service lacked (docs/api.md, "Homebox clients"). */
describe("Homebox's field filter, asset links, bill of materials and group totals", () => {
  const { s, users } = useSignedInService({ names: ["Owner", "Stranger"] });
  const other = users[1];
  const ids = { garage: "", drill: "", saw: "", old: "" };
  beforeAll(async () => {
    const garage = await location(s, "Garage");
    await s.req("PUT", `/v1/entities/${garage.id}`, { name: "Garage", assetId: "000-042" });
    const drill = await create(s, {
      name: "Drill",
      parentId: garage.id,
      assetId: 42,
      quantity: 2,
      purchasePrice: 0.1,
      purchaseDate: "2024-03-01",
      manufacturer: "=Bosch",
      fields: [
        { name: "Color", textValue: "green" },
        { name: "Voltage", textValue: "18 V" },
      ],
    });
    const saw = await create(s, { name: "Saw", assetId: 7, fields: [{ name: "Color", textValue: "blue" }] });
    const old = await create(s, { name: "Old drill", assetId: 42, archived: true, purchasePrice: 5 });
    await create(other, { name: "Theirs", assetId: 42, fields: [{ name: "Secret", textValue: "x" }] });
    Object.assign(ids, { garage: garage.id, drill: drill.id, saw: saw.id, old: old.id });
  });

  it("GET /v1/entities/fields lists the group's custom field names, no longer taking `fields` for an id", async () => {
    const res = await s.call(entityEndpoints.fieldNames);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual(["Color", "Voltage"]);
    expect((await other.call(entityEndpoints.fieldNames)).body).toEqual(["Secret"]);
  });

  it("GET /v1/entities/fields/values?field= lists one field's text values; no field is a 422", async () => {
    const res = await s.call(entityEndpoints.fieldValues, { query: { field: "Color" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual(["blue", "green"]);
    expect((await s.call(entityEndpoints.fieldValues, { query: { field: "Secret" } })).body).toEqual([]);
    expectError(await s.req("GET", "/v1/entities/fields/values"), 422, ["field"]);
    expectError(await s.req("GET", "/v1/entities/fields/values?field="), 422, ["field"]);
  });

  it("GET /v1/assets/{assetId} pages the group's entities with that asset id, dashes or not", async () => {
    for (const assetId of ["000-042", "42", "000042"]) {
      const res = await s.call(entityEndpoints.byAssetId, { params: { assetId } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const page = AssetPage.parse(res.body);
      // Archived ones and locations too, by name; another group's never.
      expect(page.items.map((i) => i.name)).toEqual(["Drill", "Garage", "Old drill"]);
      expect(page).toMatchObject({ page: 1, total: 3 });
    }
    const drill = AssetPage.parse((await s.req("GET", "/v1/assets/42")).body).items[0];
    expect(drill).toMatchObject({ id: ids.drill, parent: { id: ids.garage }, location: { id: ids.garage } });
    const second = AssetPage.parse((await s.req("GET", "/v1/assets/42?page=2&pageSize=2")).body);
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3, items: [{ name: "Old drill" }] });
    expect(AssetPage.parse((await s.req("GET", "/v1/assets/999")).body)).toMatchObject({ items: [], total: 0 });
    expectError(await s.req("GET", "/v1/assets/abc"), 400);
    expectError(await s.req("GET", "/v1/assets/42?pageSize=0"), 422, ["pageSize"]);
  });

  it("GET /v1/reporting/bill-of-materials is Homebox's CSV of the items", async () => {
    const res = await s.req("GET", "/v1/reporting/bill-of-materials");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toContain("bill-of-materials.csv");
    const lines = (res.body as string).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Purchase Date,Name,Description,Manufacturer,Serial Number,Model Number,Quantity,Price,Total Price",
    );
    // Items only (the garage is a location), archived ones too; a formula-like cell is neutralised.
    expect(lines.slice(1).sort()).toEqual(
      ["2024-03-01,Drill,,'=Bosch,,,2,0.1,0.2", ",Old drill,,,,,1,5,5", ",Saw,,,,,1,0,0"].sort(),
    );
    expect((await other.req("GET", "/v1/reporting/bill-of-materials")).body).toContain("Theirs");
    expect(res.body).not.toContain("Theirs");
  });

  it("a group made with POST /v1/groups counts its creator among its users", async () => {
    const made = await s.req("POST", "/v1/groups", { name: "Club" });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const totals = await s.call(statisticsEndpoints.totals, { headers: { "x-tenant": made.body.id } });
    expect(GroupStatistics.parse(totals.body).totalUsers).toBe(1);
  });
});
