import { describe, expect, it } from "vitest";
import { ASSET_ID_MAX, csvEndpoints, entityEndpoints, ImportReport } from "../../contract";
import { MAX_MONEY, MAX_QUANTITY } from "../../server/domain/homebox-csv";
import { expectError, get } from "../support/fixtures";
import { entitiesByName, homeboxFixture, importCsvText } from "../support/csv-upload";
import { useSignedInService } from "../support/signed-in-service";

describe("CSV import (docs/data-transfer.md)", () => {
  const { users } = useSignedInService({ names: ["A", "B", "C", "D", "E", "F"] });

  it("reads every Homebox column: nested paths, tags, aliases, custom fields, Homebox's booleans and dates", async () => {
    const s = users[0];
    const res = await importCsvText(s, homeboxFixture("every-column.csv"));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = ImportReport.parse(res.body);
    expect(report).toMatchObject({ rows: 4, create: 4, update: 0, skip: 0, errorCount: 0, newTags: 3 });
    expect(report.newLocations).toBe(5); // Garage, Workbench, Top drawer, Living room, Shelf
    expect(report.ignoredColumns).toEqual(["Not a Homebox column"]);

    const byName = await entitiesByName(s);
    const drill = await get(s, byName.get("Cordless drill").id);
    expect(drill).toMatchObject({
      quantity: 2,
      description: "18 V, two batteries",
      insured: true,
      serialNumber: "SN-1",
      modelNumber: "DCD777",
      manufacturer: "DeWalt",
      notes: "Line one\nline two",
      purchaseFrom: "Hardware store",
      purchasePrice: 129.99,
      purchaseDate: "2023-04-05",
      warrantyExpires: "2026-04-05",
      warrantyDetails: "Two years",
      assetId: "000-042",
      archived: false,
    });
    expect(drill.tags.map((t) => t.name).sort()).toEqual(["Power tools", "Tools"]);
    expect(drill.fields.map((f) => [f.name, f.type, f.textValue])).toEqual([
      ["Voltage", "text", "18 V"],
      ["Colour", "text", "Yellow"],
    ]);
    const path = (await s.call(entityEndpoints.path, { params: { id: drill.id } })).body.map(
      (p: { name: string }) => p.name,
    );
    expect(path).toEqual(["Garage", "Workbench", "Top drawer", "Cordless drill"]);

    const saw = await get(s, byName.get("Hand saw").id);
    expect(saw).toMatchObject({ purchaseDate: "2021-12-24", lifetimeWarranty: true, insured: false });
    expect(saw.assetId).not.toBe(""); // a new entity without one gets the next free asset id
    const vase = await get(s, byName.get('Vase "Ming"').id);
    expect(vase).toMatchObject({ soldTo: "Aunt May", soldPrice: 40, soldDate: "2024-01-02", archived: true });
    expect(vase.soldNotes).toBe("Sold, happily");
    // "Garage" is one location, made once for the three rows that name it.
    const garages = [...byName.values()].filter((e) => e.name === "Garage");
    expect(garages).toHaveLength(1);
  });

  it("a row whose import ref exists updates that entity instead of creating a second one", async () => {
    const s = users[1];
    expect((await importCsvText(s, homeboxFixture("every-column.csv"))).status).toBe(200);
    const before = (await entitiesByName(s)).get("Cordless drill");
    const res = await importCsvText(s, homeboxFixture("update-by-ref.csv"));
    expect(res.body).toMatchObject({ create: 1, update: 1, newLocations: 1 });
    const after = await entitiesByName(s);
    expect(after.has("Cordless drill")).toBe(false);
    const renamed = await get(s, after.get("Cordless drill (renamed)").id);
    expect(renamed.id).toBe(before.id);
    expect(renamed).toMatchObject({ quantity: 3, purchasePrice: 99, parentId: expect.any(String) });
    expect(renamed.tags.map((t) => t.name)).toEqual(["Tools"]);
    expect(renamed.fields).toEqual([]); // the row has no custom fields: Homebox's full replace
    expect((await get(s, renamed.parentId!)).name).toBe("Workbench");
  });

  it("reads TSV (the separator is sniffed from the first line)", async () => {
    const s = users[2];
    const res = await importCsvText(s, homeboxFixture("tab-separated.tsv"), { name: "x.tsv" });
    expect(res.body).toMatchObject({ separator: "tab", create: 2, newTags: 2 });
    const boots = await get(s, (await entitiesByName(s)).get("Snow boots").id);
    expect(boots.fields.map((f) => f.textValue)).toEqual(["44"]);
    expect((await entitiesByName(s)).has("Sled, wooden")).toBe(true);
  });

  it("parent import refs nest an item in another", async () => {
    const s = users[3];
    expect((await importCsvText(s, homeboxFixture("parent-refs.csv"))).status).toBe(200);
    const byName = await entitiesByName(s);
    const plasters = await get(s, byName.get("Plasters").id);
    expect(plasters.parentId).toBe(byName.get("First-aid kit").id);
    expect(plasters.location?.name).toBe("Garage");
  });

  it("a dry run reports counts, a preview and every row error, and writes nothing", async () => {
    const s = users[4];
    const res = await importCsvText(s, homeboxFixture("bad-rows.csv"), { dryRun: true });
    expect(res.status).toBe(200);
    const report = ImportReport.parse(res.body);
    expect(report).toMatchObject({ dryRun: true, rows: 6, skip: 1 });
    // Each with a stable code and the values its sentence names, for a client to word (contract/import-row-errors.ts).
    const problems = report.errors.map(({ row, column, code, params }) => ({ row, column, code, params }));
    expect(problems).toEqual([
      { row: 3, column: "HB.name", code: "empty", params: {} },
      { row: 4, column: "HB.purchase_price", code: "not_number", params: { max: MAX_MONEY, accepts: ["1234.5"] } },
      { row: 4, column: "HB.insured", code: "not_yes_no", params: { accepts: ["true", "false"] } },
      {
        ...{ row: 4, column: "HB.purchase_date", code: "not_date" },
        params: { accepts: ["YYYY-MM-DD", "MM/DD/YYYY", "YYYY/MM/DD", "RFC 3339"] },
      },
      { row: 5, column: "HB.asset_id", code: "not_asset_id", params: { max: ASSET_ID_MAX } },
      { row: 5, column: "HB.quantity", code: "not_number", params: { max: MAX_QUANTITY, accepts: ["1234.5"] } },
      { row: 6, column: "HB.parent_import_ref", code: "unknown_import_ref", params: { ref: "no-such-ref" } },
    ]);
    expect(report.errors[6]!.message).toBe("no row or entity has the import ref no-such-ref");
    expect(report.errorCount).toBe(7);
    expect(report.preview[0]).toMatchObject({ row: 2, action: "create", name: "Fine row", location: "Garage" });
    expect((await s.call(entityEndpoints.list, { query: { includeArchived: "true" } })).body.items).toEqual([]);
    expect((await s.req("GET", "/v1/tags")).body).toEqual([]);

    const good = await importCsvText(s, homeboxFixture("every-column.csv"), { dryRun: true });
    expect(good.body).toMatchObject({ create: 4, errorCount: 0, newLocations: 5 });
    expect((await s.call(entityEndpoints.list, { query: { includeArchived: "true" } })).body.items).toEqual([]);
  });

  it("a file with any row error is refused whole: 422 with the report, nothing written", async () => {
    const s = users[5];
    const res = await importCsvText(s, homeboxFixture("bad-rows.csv"));
    expectError(res, 422, ["rows[3].HB.name", "rows[6].HB.parent_import_ref"]);
    expect(res.body.errorCount).toBe(7);
    expect((await s.call(entityEndpoints.list, { query: { includeArchived: "true" } })).body.items).toEqual([]);
  });

  it("refuses what is no import: no file, no separator, no HB.name, no rows", async () => {
    const s = users[5];
    expectError(await s.call(csvEndpoints.import, { body: new FormData() }), 422, ["csv"]);
    expectError(await importCsvText(s, "just one word\n"), 422, ["csv"]);
    expectError(await importCsvText(s, "HB.location,HB.tags\nGarage,Tools\n"), 422, ["csv"]);
    expectError(await importCsvText(s, "HB.name,HB.quantity\n"), 422, ["csv"]);
    expectError(await s.req("POST", "/v1/entities/import?dryRun=perhaps", new FormData()), 422, ["dryRun"]);
    expectError(
      await s.call(csvEndpoints.import, { body: "HB.name\nx", headers: { "content-type": "text/csv" } }),
      415,
    );
    expect((await s.call(entityEndpoints.list, { query: { includeArchived: "true" } })).body.items).toEqual([]);
  });
});
