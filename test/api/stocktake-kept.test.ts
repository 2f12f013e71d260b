import { describe, expect, it } from "vitest";
import { stocktakeEndpoints as stocktakes } from "../../contract";
import { create, expectError, get, location } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import { scan, scanOf, startStocktake, view } from "./stocktake-fixtures";

/** Issue 42: "it belongs there" keeps an unexpected entity out of the finish's moves; short lists on request. */
describe("stock-take: kept entities and short lists", () => {
  const { s } = useSignedInService();

  it("an unexpected entity marked to stay is not moved by the finish; the other one is", async () => {
    const pantry = await location(s, "Pantry");
    const kitchen = await location(s, "Kitchen");
    const pan = await create(s, { name: "Pan", parentId: kitchen.id });
    const pot = await create(s, { name: "Pot", parentId: kitchen.id });
    const take = await startStocktake(s, pantry.id);
    await scan(s, take.id, scanOf(pan.assetId));
    await scan(s, take.id, scanOf(pot.assetId));
    const keep = (entityId: string, body: unknown) =>
      s.req("POST", `/v1/stocktakes/${take.id}/unexpected/${entityId}`, body);

    expect((await keep(pan.id, { keep: true })).status).toBe(204);
    expect((await keep(pan.id, { keep: true })).status).toBe(204);
    expect((await view(s, take.id)).unexpected.map((e) => [e.name, e.keep])).toEqual([
      ["Pan", true],
      ["Pot", false],
    ]);
    const res = await s.call(stocktakes.finish, {
      params: { id: take.id },
      body: { moveUnexpected: true, missing: "none", applyCounts: false },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.moved).toEqual([pot.id]);
    expect((await get(s, pan.id)).parentId).toBe(kitchen.id);
    expect((await get(s, pot.id)).parentId).toBe(pantry.id);
    expectError(await keep(pot.id, { keep: false }), 409);
  });

  it("keep can be taken back; refuses what is not unexpected here and bad bodies, writing nothing", async () => {
    const shed = await location(s, "Shed");
    const barn = await location(s, "Barn");
    const saw = await create(s, { name: "Saw", parentId: shed.id });
    const rake = await create(s, { name: "Rake", parentId: barn.id });
    const take = await startStocktake(s, shed.id);
    await scan(s, take.id, scanOf(saw.assetId));
    await scan(s, take.id, scanOf(rake.assetId));
    const keep = (entityId: string, body: unknown) =>
      s.req("POST", `/v1/stocktakes/${take.id}/unexpected/${entityId}`, body);

    expectError(await keep(saw.id, { keep: true }), 404);
    expectError(await keep(rake.id, { keep: "yes" }), 422, ["keep"]);
    expectError(await keep(rake.id, {}), 422, ["keep"]);
    expect((await view(s, take.id)).unexpected[0]!.keep).toBe(false);
    expect((await keep(rake.id, { keep: true })).status).toBe(204);
    expect((await keep(rake.id, { keep: false })).status).toBe(204);
    expect((await view(s, take.id)).unexpected[0]!.keep).toBe(false);
  });

  it("limit shortens each list to its first entries, counts tell the full lengths; expected lists them all", async () => {
    const attic = await location(s, "Attic");
    const names = ["A", "B", "C", "D", "E"];
    const items = [];
    for (const name of names) items.push(await create(s, { name, parentId: attic.id }));
    const take = await startStocktake(s, attic.id);
    await scan(s, take.id, scanOf(items[0]!.assetId));
    await scan(s, take.id, scanOf("no-such-code"));
    const res = await s.call(stocktakes.get, { params: { id: take.id }, query: { limit: 2 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.counts).toEqual({ found: 1, missing: 4, unexpected: 0, unknown: 1 });
    expect(res.body.missing).toHaveLength(2);
    expect(res.body.found).toHaveLength(1);
    expect((await view(s, take.id)).missing).toHaveLength(4);
    expectError(await s.req("GET", `/v1/stocktakes/${take.id}?limit=0`), 422, ["limit"]);
    expectError(await s.req("GET", `/v1/stocktakes/${take.id}?limit=two`), 422, ["limit"]);

    const expected = await s.call(stocktakes.expected, { params: { id: take.id } });
    expect(expected.status).toBe(200);
    expect(expected.body.entities.map((e) => e.name).sort()).toEqual(names);
    expect(expected.body.entities.find((e) => e.name === "A")!.assetId).toBe(items[0]!.assetId);
  });
});
