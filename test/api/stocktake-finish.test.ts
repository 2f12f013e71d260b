import { describe, expect, it } from "vitest";
import { historyEndpoints as history, stocktakeEndpoints as stocktakes } from "../../contract";
import { create, expectError, get, location } from "../support/fixtures";
import { isConnected, readEvents } from "../support/event-stream";
import { useSignedInService } from "../support/signed-in-service";
import { scan, scanOf, startStocktake, view } from "./stocktake-fixtures";

const ALL = { moveUnexpected: true, missing: "tag", applyCounts: true } as const;

/** Issue 42: finishing a stock-take applies moves, missing marks and counts as one undoable batch. */
describe("stock-take finish", () => {
  const { svc, s } = useSignedInService();

  it("moves the unexpected here, tags the missing, applies counts; one batch that undo takes back", async () => {
    const pantry = await location(s, "Pantry");
    const kitchen = await location(s, "Kitchen");
    const rice = await create(s, { name: "Rice", parentId: pantry.id, quantity: 3 });
    const flour = await create(s, { name: "Flour", parentId: pantry.id });
    const pan = await create(s, { name: "Pan", parentId: kitchen.id });
    const take = await startStocktake(s, pantry.id);
    await scan(s, take.id, scanOf(rice.assetId, { count: 5 }));
    await scan(s, take.id, scanOf(pan.assetId));
    const res = await s.call(stocktakes.finish, { params: { id: take.id }, body: ALL });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ moved: [pan.id], missing: [flour.id], counted: [rice.id], skipped: [] });
    expect((await get(s, pan.id)).parentId).toBe(pantry.id);
    expect((await get(s, rice.id)).quantity).toBe(5);
    const tags = (await s.req<Array<{ id: string; name: string }>>("GET", "/v1/tags")).body;
    const missingTag = tags.find((t) => t.name === "missing")!;
    expect((await get(s, flour.id)).tagIds).toEqual([missingTag.id]);
    expect(await view(s, take.id)).toMatchObject({ status: "finished", batchId: res.body.batchId });
    expectError(await s.call(stocktakes.finish, { params: { id: take.id }, body: ALL }), 409);
    expectError(await s.call(stocktakes.scan, { params: { id: take.id }, body: scanOf(pan.assetId) }), 409);

    const feed = await s.call(history.feed, { query: { batch: res.body.batchId! } });
    expect(feed.body.total).toBe(3);
    const undo = await s.call(history.undo, { params: { batchId: res.body.batchId! } });
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect((await get(s, pan.id)).parentId).toBe(kitchen.id);
    expect((await get(s, rice.id)).quantity).toBe(3);
    expect((await get(s, flour.id)).tagIds).toEqual([]);
  });

  it("an undo of the finish batch opens the stock-take again: it takes scans and can be finished anew", async () => {
    const shed = await location(s, "Shed");
    const saw = await create(s, { name: "Saw", parentId: shed.id });
    const rake = await create(s, { name: "Rake", parentId: shed.id });
    const take = await startStocktake(s, shed.id);
    await scan(s, take.id, scanOf(saw.assetId));
    const body = { moveUnexpected: false, missing: "archive", applyCounts: false } as const;
    const finished = await s.call(stocktakes.finish, { params: { id: take.id }, body });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    const undo = await s.call(history.undo, { params: { batchId: finished.body.batchId! } });
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect((await get(s, rake.id)).archived).toBe(false);
    expect(await view(s, take.id)).toMatchObject({ status: "open", closedAt: null, batchId: null });
    expect((await view(s, take.id)).found.map((f) => f.entityId)).toEqual([saw.id]);
    expect(await scan(s, take.id, scanOf(rake.assetId))).toMatchObject({ outcome: "found" });
    const again = await s.call(stocktakes.finish, { params: { id: take.id }, body });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.missing).toEqual([]);
    expect(await view(s, take.id)).toMatchObject({ status: "finished", batchId: again.body.batchId });
  });

  it("archives the missing when asked, and leaves alone what someone else deleted or moved meanwhile", async () => {
    const shop = await location(s, "Shop");
    const yard = await location(s, "Yard");
    const gone = await create(s, { name: "Gone", parentId: shop.id });
    const away = await create(s, { name: "Away", parentId: shop.id });
    const lost = await create(s, { name: "Lost", parentId: shop.id });
    const take = await startStocktake(s, shop.id);
    await s.req("DELETE", `/v1/entities/${gone.id}`);
    await s.req("PATCH", `/v1/entities/${away.id}`, { parentId: yard.id });
    const seen = await view(s, take.id);
    expect(seen.missing.map((m) => [m.name, m.now, m.nowAt?.name ?? null]).sort()).toEqual([
      ["Away", "moved", "Yard"],
      ["Gone", "deleted", null],
      ["Lost", "unchanged", null],
    ]);
    const body = { moveUnexpected: false, missing: "archive", applyCounts: false } as const;
    const res = await s.call(stocktakes.finish, { params: { id: take.id }, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.missing).toEqual([lost.id]);
    expect(res.body.skipped).toEqual(
      expect.arrayContaining([
        { entityId: gone.id, now: "deleted" },
        { entityId: away.id, now: "moved" },
      ]),
    );
    expect((await get(s, lost.id)).archived).toBe(true);
    expect((await get(s, away.id)).archived).toBe(false);
  });

  it("refuses a move that would make a cycle with 422 and changes nothing, the stock-take stays open", async () => {
    const hall = await location(s, "Hall");
    const cupboard = await location(s, "Cupboard", hall.id);
    const take = await startStocktake(s, cupboard.id);
    // The hall holds the cupboard: moving it into the cupboard would put it inside itself.
    expect(await scan(s, take.id, scanOf(hall.assetId))).toMatchObject({ outcome: "unexpected" });
    expectError(await s.call(stocktakes.finish, { params: { id: take.id }, body: ALL }), 422, ["moveUnexpected"]);
    expect((await get(s, hall.id)).parentId).toBeNull();
    expect((await view(s, take.id)).status).toBe("open");
    expectError(await s.req("POST", `/v1/stocktakes/${take.id}/finish`, { missing: "lose" }), 422, [
      "moveUnexpected",
      "missing",
      "applyCounts",
    ]);
  });

  it("sends a stocktake event for a scan and an entity event for the finish, which moved entities", async () => {
    const porch = await location(s, "Porch");
    const boots = await create(s, { name: "Boots" });
    const take = await startStocktake(s, porch.id);
    const res = await svc.app.request(`/api/v1/events?access_token=${s.attachmentToken}`);
    const stream = readEvents(res);
    await stream.next(isConnected);
    await scan(s, take.id, scanOf(boots.assetId));
    expect(JSON.parse((await stream.next()).data!)).toMatchObject({ type: "stocktake", ids: [take.id] });
    await s.call(stocktakes.finish, { params: { id: take.id }, body: ALL });
    expect(JSON.parse((await stream.next()).data!)).toMatchObject({ type: "entity" });
    await stream.close();
  });
});
