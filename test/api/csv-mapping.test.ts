import { describe, expect, it } from "vitest";
import { csvEndpoints, entityEndpoints, ImportColumns, ImportReport } from "../../contract";
import { MAX_MONEY, MAX_UNIT } from "../../server/domain/homebox-csv";
import { expectError, get } from "../support/fixtures";
import { entitiesByName, homeboxFixture, importCsvText } from "../support/csv-upload";
import { useSignedInService } from "../support/signed-in-service";
import type { Session } from "../support/client";

/** A German spreadsheet saved as CSV: semicolons, decimal commas, day-first dates, "ja"/"nein". */
const GERMAN_SHEET =
  "Bezeichnung;Ort;Menge;Preis;Kaufdatum;Versichert;Farbe;Bemerkung\n" +
  "Akkuschrauber;Keller / Regal;2;1.129,90 €;31.12.2024;ja;gelb;egal\n" +
  "Hammer;Keller;1;12,5;1.2.2023;nein;;\n";
const GERMAN_MAPPING = {
  locale: "de" as const,
  columns: {
    Bezeichnung: "HB.name",
    Ort: "HB.location",
    Menge: "HB.quantity",
    Preis: "HB.purchase_price",
    Kaufdatum: "HB.purchase_date",
    Versichert: "HB.insured",
    Farbe: "HB.field.Farbe",
  },
};

const items = async (s: Session) =>
  (await s.call(entityEndpoints.list, { query: { includeArchived: "true" } })).body.items as unknown[];

describe("CSV import of any spreadsheet with a column mapping (docs/data-transfer.md)", () => {
  const { users } = useSignedInService({ names: ["Plain", "Homebox", "Bad", "Columns", "French", "Pantry"] });

  it("imports a plain German sheet by its mapping: decimal commas, local dates and yes/no", async () => {
    const s = users[0]!;
    const dry = await importCsvText(s, GERMAN_SHEET, { dryRun: true, mapping: GERMAN_MAPPING });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    const report = ImportReport.parse(dry.body);
    expect(report).toMatchObject({ separator: "semicolon", create: 2, errorCount: 0, ignoredColumns: ["Bemerkung"] });
    expect(report.preview[0]).toMatchObject({
      name: "Akkuschrauber",
      location: "Keller / Regal",
      quantity: 2,
      purchasePrice: 1129.9,
      purchaseDate: "2024-12-31",
    });

    expect((await importCsvText(s, GERMAN_SHEET, { mapping: GERMAN_MAPPING })).status).toBe(200);
    const byName = await entitiesByName(s);
    const drill = await get(s, byName.get("Akkuschrauber").id);
    expect(drill).toMatchObject({ quantity: 2, purchasePrice: 1129.9, purchaseDate: "2024-12-31", insured: true });
    expect(drill.fields.map((f: { name: string; textValue: string }) => [f.name, f.textValue])).toEqual([
      ["Farbe", "gelb"],
    ]);
    expect(await get(s, byName.get("Hammer").id)).toMatchObject({ purchasePrice: 12.5, purchaseDate: "2023-02-01" });
  });

  it("reads French numbers and dates, and names a bad cell by the sheet's own column", async () => {
    const s = users[4]!;
    const mapping = {
      locale: "fr" as const,
      columns: { Nom: "HB.name", Prix: "HB.purchase_price", Date: "HB.purchase_date" },
    };
    const ok = await importCsvText(s, "Nom;Prix;Date\nLampe;1 234,50;05/04/2023\n", { dryRun: true, mapping });
    expect(ok.body.preview[0]).toMatchObject({ purchasePrice: 1234.5, purchaseDate: "2023-04-05" });
    // In French 1.5 is no number and 04/31 no date: refused, not guessed.
    const bad = await importCsvText(s, "Nom;Prix;Date\nLampe;1.5;31/04/2023\n", { dryRun: true, mapping });
    expect(ImportReport.parse(bad.body).errors.map(({ column, code, params }) => ({ column, code, params }))).toEqual([
      { column: "Prix", code: "not_number", params: { max: MAX_MONEY, accepts: ["1 234,50", "1234,5"] } },
      { column: "Date", code: "not_date", params: { accepts: ["DD/MM/YYYY", "YYYY-MM-DD"] } },
    ]);
  });

  it("maps a minimum quantity and a unit; a bad one is named by the sheet's column and nothing is written", async () => {
    const s = users[5]!;
    const mapping = {
      locale: "de" as const,
      columns: { Bezeichnung: "HB.name", Menge: "HB.quantity", Mindestmenge: "HB.min_quantity", Einheit: "HB.unit" },
    };
    const sheet = "Bezeichnung;Menge;Mindestmenge;Einheit\nMehl;2,5;0,5;kg\nKerzen;12;;\n";
    expect((await importCsvText(s, sheet, { mapping })).status).toBe(200);
    const byName = await entitiesByName(s);
    expect(await get(s, byName.get("Mehl").id)).toMatchObject({ quantity: 2.5, minQuantity: 0.5, unit: "kg" });
    expect(await get(s, byName.get("Kerzen").id)).toMatchObject({ quantity: 12, minQuantity: null, unit: "" });

    const bad = "Bezeichnung;Menge;Mindestmenge;Einheit\nReis;1;-1;Packung mit Deckel\n";
    const report = ImportReport.parse((await importCsvText(s, bad, { mapping, dryRun: true })).body);
    expect(report.errors.map(({ column, code }) => ({ column, code }))).toEqual([
      { column: "Mindestmenge", code: "not_number" },
      { column: "Einheit", code: "too_long" },
    ]);
    expect(report.errors[1]?.params).toEqual({ max: MAX_UNIT });
    const refused = await importCsvText(s, bad, { mapping });
    expect(refused.status).toBe(422);
    expect((await entitiesByName(s)).has("Reis")).toBe(false);
  });

  it("a Homebox file imports as before; the import answers 204 as Homebox does unless the report is asked for", async () => {
    const s = users[1]!;
    const res = await importCsvText(s, homeboxFixture("every-column.csv"), { report: false });
    expect(res.status).toBe(204);
    expect(res.body).toBeFalsy();
    expect((await entitiesByName(s)).has("Cordless drill")).toBe(true);
    const again = await importCsvText(s, homeboxFixture("every-column.csv"));
    expect(again.status).toBe(200);
    expect(ImportReport.parse(again.body)).toMatchObject({ create: 0, update: 4, separator: "comma" });
    // Without a mapping a sheet without HB.name is refused as Homebox refuses it.
    expectError(await importCsvText(s, "Name,Location\nDrill,Garage\n"), 422, ["csv"]);
  });

  it("a bad mapping is a 422 naming the problem, and nothing is written", async () => {
    const s = users[2]!;
    const sheet = "Name,Place,Count\nDrill,Garage,2\n";
    const bad: Array<[string | Record<string, unknown>, string]> = [
      ["{not json", "mapping"],
      [{ columns: { Name: "HB.nonsense" } }, "mapping.columns.Name"],
      [{ columns: { Name: "HB.name" }, locale: "it" }, "mapping.locale"],
      [{ columns: { Place: "HB.location" } }, "mapping.columns"],
      [{ columns: { Name: "HB.name", Place: "HB.name" } }, "mapping.columns.Place"],
      [{ columns: { Name: "HB.name", Colour: "HB.notes" } }, "mapping.columns.Colour"],
    ];
    for (const [mapping, field] of bad) {
      expectError(await importCsvText(s, sheet, { mapping }), 422, [field]);
      expectError(await importCsvText(s, sheet, { mapping, dryRun: true }), 422, [field]);
    }
    expect(await items(s)).toEqual([]);
  });

  it("answers a file's header and first rows, as the import reads them, for the mapping page", async () => {
    const s = users[3]!;
    const form = new FormData();
    form.append("csv", new Blob(['Name;"Ort, genau";Menge\nDrill;Garage;2\n'], { type: "text/csv" }), "x.csv");
    const res = await s.call(csvEndpoints.columns, { body: form });
    expect(res.status).toBe(200);
    expect(ImportColumns.parse(res.body)).toEqual({
      columns: ["Name", "Ort, genau", "Menge"],
      rows: [["Drill", "Garage", "2"]],
      homebox: false,
    });
    expectError(await s.call(csvEndpoints.columns, { body: new FormData() }), 422, ["csv"]);
    expect(await items(s)).toEqual([]);
  });
});
