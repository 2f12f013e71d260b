import { describe, expect, it } from "vitest";
import { stocktakeEndpoints as stocktakes } from "../../contract";
import { create, expectError, location } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import { joinAs } from "./teams/team";
import { scan, scanOf, startStocktake, view } from "./stocktake-fixtures";

/** Issue 42: a stock-take's expected set, how each scan is classified and counted, and what it refuses. */
describe("stock-take scans", () => {
  const { svc, users } = useSignedInService({ names: ["Owner", "Outsider"] });
  const [s, outsider] = users;

  it("expects the items recorded at the location, and with recursive those beneath it too", async () => {
    const room = await location(s, "Room");
    const shelf = await location(s, "Shelf", room.id);
    await create(s, { name: "Lamp", parentId: room.id });
    const box = await create(s, { name: "Box", parentId: room.id });
    await create(s, { name: "Cable", parentId: box.id });
    await create(s, { name: "Book", parentId: shelf.id });
    await create(s, { name: "Old", parentId: room.id, archived: true });
    expect((await startStocktake(s, room.id)).expected).toBe(3);
    const all = await startStocktake(s, room.id, true);
    expect(all.expected).toBe(4);
    expect(all.missing.map((m) => m.name).sort()).toEqual(["Book", "Box", "Cable", "Lamp"]);
    expect(all).toMatchObject({ status: "open", locationId: room.id, recursive: true, found: [], unknown: [] });
  });

  it("classifies scans as found, unexpected, unknown and duplicate, by asset id, link, barcode or serial", async () => {
    const garage = await location(s, "Garage");
    const attic = await location(s, "Attic");
    const drill = await create(s, { name: "Drill", parentId: garage.id });
    const saw = await create(s, { name: "Saw", parentId: garage.id, serialNumber: "SN-77" });
    const glue = await create(s, {
      name: "Glue",
      parentId: garage.id,
      fields: [{ name: "Barcode", type: "text", textValue: "4006381333931" }],
    });
    const fan = await create(s, { name: "Fan", parentId: attic.id });
    const take = await startStocktake(s, garage.id);

    const first = scanOf(drill.assetId);
    expect(await scan(s, take.id, first)).toMatchObject({ outcome: "found", first: "found", count: 1 });
    expect(await scan(s, take.id, first)).toMatchObject({ outcome: "duplicate", first: "found", count: 1 });
    expect(await scan(s, take.id, scanOf(`https://inv.example/a/${drill.assetId}`))).toMatchObject({ count: 2 });
    expect(await scan(s, take.id, scanOf(`https://inv.example/entities/${saw.id}`))).toMatchObject({
      outcome: "found",
      entity: { entityId: saw.id },
    });
    expect(await scan(s, take.id, scanOf("SN-77"))).toMatchObject({ entity: { entityId: saw.id }, count: 2 });
    expect(await scan(s, take.id, scanOf("4006381333931", { count: 12 }))).toMatchObject({
      entity: { entityId: glue.id },
      count: 12,
    });
    expect(await scan(s, take.id, scanOf("4006381333931"))).toMatchObject({ count: 13 });
    expect(await scan(s, take.id, scanOf(fan.assetId))).toMatchObject({
      outcome: "unexpected",
      recordedAt: { id: attic.id, name: "Attic" },
    });
    expect(await scan(s, take.id, scanOf("nothing-here"))).toMatchObject({ outcome: "unknown", entity: null });

    const now = await view(s, take.id);
    expect(now.found.map((f) => [f.name, f.count, f.counted]).sort()).toEqual([
      ["Drill", 2, true],
      ["Glue", 13, true],
      ["Saw", 2, true],
    ]);
    expect(now.unexpected).toMatchObject([{ entityId: fan.id, recordedAt: { name: "Attic" }, now: "unchanged" }]);
    expect(now.unknown).toMatchObject([{ code: "nothing-here", scans: 1, lastBy: { name: "Owner" } }]);
    expect(now.missing).toEqual([]);
  });

  it("counts another group's entity as unknown and reveals nothing of it", async () => {
    const shed = await location(s, "Shed");
    const theirs = await create(outsider, { name: "Secret", serialNumber: "THEIRS-1" });
    const take = await startStocktake(s, shed.id);
    // Its asset id would name this group's own entity of that number: asset ids are per group.
    for (const code of ["THEIRS-1", `https://x.example/item/${theirs.id}`]) {
      const result = await scan(s, take.id, scanOf(code));
      expect(result).toEqual({
        scanId: result.scanId,
        outcome: "unknown",
        first: "unknown",
        entity: null,
        count: null,
        recordedAt: null,
        // Who scanned: the caller, nothing of the other group.
        by: { id: result.by.id, name: "Owner" },
      });
    }
    const byId = await s.call(stocktakes.scan, {
      params: { id: take.id },
      body: { scanId: "by-id", entityId: theirs.id, scannedAt: new Date().toISOString() },
    });
    expect(byId.body).toMatchObject({ outcome: "unknown", entity: null });
  });

  it("answers 404 for an unknown or another group's stock-take, 422 for bad bodies, 403 for viewers", async () => {
    const cellar = await location(s, "Cellar");
    const take = await startStocktake(s, cellar.id);
    const body = scanOf("x");
    expectError(await outsider.call(stocktakes.get, { params: { id: take.id } }), 404);
    expectError(await outsider.call(stocktakes.scan, { params: { id: take.id }, body }), 404);
    expectError(await s.call(stocktakes.get, { params: { id: crypto.randomUUID() } }), 404);
    expectError(await s.req("POST", `/v1/stocktakes/${take.id}/scans`, { scanId: "a" }), 422, ["scannedAt"]);
    const noCode = { scanId: "a", scannedAt: body.scannedAt };
    expectError(await s.req("POST", `/v1/stocktakes/${take.id}/scans`, noCode), 422, ["code"]);
    expectError(await s.req("POST", `/v1/stocktakes/${take.id}/scans`, { ...body, count: -1 }), 422, ["count"]);
    expectError(await s.req("POST", "/v1/stocktakes", { locationId: "nope" }), 422, ["locationId"]);
    const item = await create(s, { name: "Not a place" });
    expectError(await s.call(stocktakes.create, { body: { locationId: item.id } }), 422, ["locationId"]);
    const many = Array.from({ length: 501 }, (_, i) => scanOf(`c${i}`));
    expectError(await s.req("POST", `/v1/stocktakes/${take.id}/scans/batch`, { scans: many }), 422, ["scans"]);
    const viewer = await joinAs(svc, s, "viewer");
    expect((await viewer.call(stocktakes.get, { params: { id: take.id } })).status).toBe(200);
    expectError(await viewer.call(stocktakes.scan, { params: { id: take.id }, body }), 403);
    expect((await view(s, take.id)).unknown).toEqual([]);
  });

  it("refuses scans on a cancelled stock-take with 409, and a second cancel too", async () => {
    const loft = await location(s, "Loft");
    const take = await startStocktake(s, loft.id);
    expect((await s.call(stocktakes.cancel, { params: { id: take.id } })).status).toBe(204);
    const refused = expectError(await s.call(stocktakes.scan, { params: { id: take.id }, body: scanOf("x") }), 409);
    expect(refused.code).toBe("stocktake_closed");
    expectError(await s.call(stocktakes.cancel, { params: { id: take.id } }), 409);
    expect(await view(s, take.id)).toMatchObject({ status: "cancelled", unknown: [] });
  });

  it("applies a batch in order, each scan once; the same batch again changes nothing", async () => {
    const store = await location(s, "Store");
    const screw = await create(s, { name: "Screws", parentId: store.id, quantity: 100 });
    const take = await startStocktake(s, store.id);
    const scans = [scanOf(screw.assetId, { count: 40 }), scanOf(screw.assetId), scanOf("?"), scanOf(screw.assetId)];
    const first = await s.call(stocktakes.scanBatch, { params: { id: take.id }, body: { scans } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.results.map((r) => [r.outcome, r.count])).toEqual([
      ["found", 40],
      ["found", 41],
      ["unknown", null],
      ["found", 42],
    ]);
    const again = await s.call(stocktakes.scanBatch, { params: { id: take.id }, body: { scans } });
    expect(again.body.results.map((r) => r.outcome)).toEqual(["duplicate", "duplicate", "duplicate", "duplicate"]);
    const now = await view(s, take.id);
    expect(now.found).toMatchObject([{ entityId: screw.id, count: 42, quantity: 100 }]);
    expect(now.unknown).toMatchObject([{ code: "?", scans: 1 }]);
  });

  it("lists the group's stock-takes with their counts", async () => {
    const list = await s.call(stocktakes.list);
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(3);
    expect((await outsider.call(stocktakes.list)).body).toEqual([]);
  });
});
