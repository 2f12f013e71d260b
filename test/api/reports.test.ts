import { describe, expect, it } from "vitest";
import { callPath, groupEndpoints, reportEndpoints as reports, stocktakeEndpoints as stocktakes } from "../../contract";
import { create, expectError, location } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import { fetchRaw, imageBytes, uploadForm, uploadOk } from "./attachment-fixtures";
import { pdfText } from "../support/pdf-text";
import { makeReport } from "./report-fixtures";
import { scan, scanOf, startStocktake } from "./stocktake-fixtures";

/** Issue 43 part 3 and issue 42 point 5: the inventory and stock-take reports as PDF and CSV. */
describe("reports", () => {
  const { svc, s, users } = useSignedInService({ names: ["Ada", "Other"] });
  const [, other] = users;
  let koffer: { id: string; assetId: string };

  it("lists each item under its location with subtotals and the total in the group's currency, in German", async () => {
    expect((await s.call(groupEndpoints.update, { body: { name: "Haus", currency: "EUR" } })).status).toBe(200);
    const house = await location(s, "Haus");
    const cellar = await location(s, "Keller", house.id);
    const attic = await location(s, "Dachboden");
    const drill = await create(s, {
      name: "Bohrmaschine",
      parentId: cellar.id,
      manufacturer: "Bosch",
      modelNumber: "PSB 750",
      serialNumber: "SN-1234",
      purchasePrice: 1234.5,
      quantity: 1,
      purchaseDate: "2024-03-05",
      lifetimeWarranty: true,
    });
    await uploadOk(s, drill.id, uploadForm(await imageBytes("png"), "drill.png", { type: "photo", primary: "true" }));
    await create(s, { name: "Schraube", parentId: cellar.id, purchasePrice: 0.25, quantity: 40 });
    await create(s, { name: "Lampe", parentId: house.id, purchasePrice: 20 });
    koffer = await create(s, { name: "Koffer", parentId: attic.id, purchasePrice: 99 });

    const { job, res, bytes } = await makeReport(svc, s, {
      format: "pdf",
      scope: { locationId: house.id },
      language: "de",
    });
    expect(job.items).toBe(3);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = (await pdfText(bytes)).join("\n");
    for (const word of ["Inventarbericht", "Gruppe: Haus", "Erstellt von: Ada", "Bohrmaschine", "Bosch", "PSB 750"])
      expect(text).toContain(word);
    expect(text).toContain("SN-1234");
    expect(text).toContain("Lebenslang");
    expect(text).toContain("Haus / Keller");
    expect(text).toMatch(/Zwischensumme: Haus \/ Keller \(2 Gegenstände\)\s+1\.244,50 €/);
    expect(text).toMatch(/Gesamt \(3 Gegenstände\)\s+1\.264,50 €/);
    expect(text).not.toContain("Koffer");
    // The photo is in the file as an image of its own.
    expect(Buffer.from(bytes).toString("latin1")).toMatch(/\/Subtype \/Image/);
  });

  it("writes the whole group, or a selection, as CSV with translated titles", async () => {
    const { bytes } = await makeReport(svc, s, { format: "csv", scope: { group: true }, language: "fr" });
    const lines = Buffer.from(bytes).toString("utf8").trim().split("\r\n");
    expect(lines[0]).toBe(
      "Emplacement,Nom,N° d’inventaire,Fabricant,Modèle,N° de série,Date d’achat,Prix,Quantité,Valeur,Garantie",
    );
    const line = `Dachboden,Koffer,${koffer.assetId},,,,,99.00,1,99.00,`;
    expect(lines).toContain(line);
    expect(lines.at(-1)).toBe("Total,,,,,,,,,1363.50,");
    const selected = await makeReport(svc, s, { format: "csv", scope: { entityIds: [koffer.id] }, language: "en" });
    const rows = Buffer.from(selected.bytes).toString("utf8").trim().split("\r\n");
    expect(rows).toEqual([expect.stringMatching(/^Location,Name,Asset ID/), line, "Total,,,,,,,,,99.00,"]);
  });

  it("refuses another group's location or entities with 422 and makes no job", async () => {
    const theirs = await location(other, "Theirs");
    expectError(await s.call(reports.start, { body: { format: "pdf", scope: { locationId: theirs.id } } }), 422, [
      "scope.locationId",
    ]);
    expectError(await s.call(reports.start, { body: { format: "pdf", scope: { entityIds: [theirs.id] } } }), 422, [
      "scope.entityIds",
    ]);
    expectError(await s.call(reports.start, { body: { format: "doc", scope: { group: true } } as never }), 422, [
      "format",
    ]);
    const { id } = (await s.call(reports.start, { body: { format: "csv", scope: { group: true } } })).body;
    expectError(await other.call(reports.get, { params: { id } }), 404);
    const res = await fetchRaw(svc, callPath(reports.download, { params: { id } }), { authorization: other.token });
    expect(res.status).toBe(404);
  });

  it("reports a stock-take: place, who, each entity with its outcome, counts and totals", async () => {
    const shed = await location(s, "Schuppen");
    const yard = await location(s, "Hof");
    const saw = await create(s, { name: "Säge", parentId: shed.id, purchasePrice: 30, quantity: 2 });
    await create(s, { name: "Spaten", parentId: shed.id, purchasePrice: 15 });
    const cart = await create(s, { name: "Karre", parentId: yard.id, purchasePrice: 80 });
    const take = await startStocktake(s, shed.id);
    await scan(s, take.id, scanOf(saw.assetId, { count: 2 }));
    await scan(s, take.id, scanOf(cart.assetId));
    await scan(s, take.id, scanOf("NOPE-1"));
    const pdf = await fetchRaw(
      svc,
      callPath(stocktakes.report, { params: { id: take.id }, query: { format: "pdf" } }),
      {
        authorization: s.token,
        "accept-language": "de-DE,de;q=0.9",
      },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).join("\n");
    for (const word of ["Inventurbericht", "Ort: Schuppen", "Begonnen von: Ada", "Säge", "Spaten", "Karre", "NOPE-1"])
      expect(text).toContain(word);
    expect(text).toMatch(/Gesamt Gefunden: 1 Gegenstände\s+60,00 €/);
    expect(text).toMatch(/Gesamt Fehlt: 1 Gegenstände\s+15,00 €/);
    expect(text).toMatch(/Gesamt Unerwartet: 1 Gegenstände\s+80,00 €/);

    const csv = await s.req("GET", `/v1/stocktakes/${take.id}/report?format=csv&language=en`);
    expect(csv.status).toBe(200);
    const lines = String(csv.body).trim().split("\r\n");
    expect(lines[0]).toBe("Outcome,Name,Asset ID,Location,Quantity,Count,Value");
    expect(lines).toContain(`Found,Säge,${saw.assetId},Schuppen,2,2,60.00`);
    expect(lines).toContain(`Unexpected,Karre,${cart.assetId},Hof,,1,80.00`);
    expect(lines).toContain("Expected,,,,2,,");
    expectError(await other.req("GET", `/v1/stocktakes/${take.id}/report`), 404);
  });
});
