import { describe, expect, it } from "vitest";
import {
  bulkEndpoints,
  entityEndpoints,
  groupEndpoints,
  historyEndpoints,
  InventoryValue,
  PurchasesByMonth,
  valueStatisticsEndpoints as values,
} from "../../contract";
import { create, expectError, location, putChanges } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";

const thisMonth = () => new Date().toISOString().slice(0, 7);

describe("our value statistics (docs/api.md, Statistics, ours)", () => {
  const { svc, users } = useSignedInService({ names: ["Owner", "Stranger", "Mover", "Buyer", "Bulk mover"] });
  const [s, other, mover, buyer, bulker] = users;
  const value = async (session = s) => InventoryValue.parse((await session.call(values.value)).body);
  const byName = (v: InventoryValue) => Object.fromEntries(v.locations.map((l) => [l.name, l.value]));

  it("a location's value is price × quantity of everything under it at any depth, in the group's currency", async () => {
    const house = await location(s, "House");
    const office = await location(s, "Office", house.id);
    const desk = await location(s, "Desk", office.id);
    await location(s, "Empty", house.id);
    await create(s, { name: "Lamp", parentId: house.id, purchasePrice: 10 });
    await create(s, { name: "Chairs", parentId: office.id, purchasePrice: 50, quantity: 4 });
    const laptop = await create(s, { name: "Laptop", parentId: desk.id, purchasePrice: 999.99 });
    // An item inside an item counts at the location of its container.
    await create(s, { name: "Charger", parentId: laptop.id, purchasePrice: 12.5, quantity: 2 });
    await create(s, { name: "Loose", purchasePrice: 1 });
    // Archived and sold items hold no value.
    await create(s, { name: "Gone", parentId: desk.id, purchasePrice: 500, archived: true });
    await create(s, { name: "Sold", parentId: desk.id, purchasePrice: 300, soldDate: "2024-01-01" });
    await create(other, { name: "Theirs", purchasePrice: 1000 });

    const v = await value();
    expect(v).toMatchObject({ currency: "usd", total: 1235.99 });
    expect(v.locations).toEqual([
      { id: house.id, name: "House", parentId: null, value: 1234.99 },
      { id: office.id, name: "Office", parentId: house.id, value: 1224.99 },
      { id: desk.id, name: "Desk", parentId: office.id, value: 1024.99 },
    ]);

    const renamed = await s.call(groupEndpoints.update, { body: { name: "Home", currency: "eur" } });
    expect(renamed.status).toBe(200);
    expect((await value()).currency).toBe("eur");
    // Homebox's own per-location statistic keeps its meaning: Σ purchase price of the direct items.
    const homebox = (await s.req("GET", "/v1/groups/statistics/locations")).body as { name: string; total: number }[];
    expect(homebox.find((l) => l.name === "Office")?.total).toBe(50);
  });

  it("follows a bulk move and its undo, the emptied location's sums row gone (one trigger run per statement on PostgreSQL)", async () => {
    const a = await location(bulker, "A");
    const b = await location(bulker, "B");
    const items = await Promise.all(
      [1, 2, 4].map((price) => create(bulker, { name: `Item ${price}`, parentId: a.id, purchasePrice: price })),
    );
    await create(bulker, { name: "Already in B", parentId: b.id, purchasePrice: 8, quantity: 2 });
    const move = async (ids: string[]) => {
      const res = await bulker.call(bulkEndpoints.run, { body: { ids, action: "update", patch: { parentId: b.id } } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.batchId;
    };
    expect(byName(await value(bulker))).toEqual({ A: 7, B: 16 });
    await move(items.slice(0, 2).map((i) => i.id));
    expect(byName(await value(bulker))).toEqual({ A: 4, B: 19 });
    const emptying = await move(items.map((i) => i.id));
    expect(byName(await value(bulker))).toEqual({ B: 23 });
    const sumsAt = (id: string) =>
      svc.db.kysely.selectFrom("location_value_sums").select("entities").where("location_id", "=", id).execute();
    expect(await sumsAt(a.id)).toEqual([]);
    expect((await bulker.call(historyEndpoints.undo, { params: { batchId: emptying } })).status).toBe(200);
    expect(byName(await value(bulker))).toEqual({ A: 4, B: 19 });
    expect((await sumsAt(a.id)).map((r) => Number(r.entities))).toEqual([1]);
  });

  it("follows moves, quantity and price changes, selling and archiving", async () => {
    const a = await location(mover, "A");
    const b = await location(mover, "B");
    const inner = await location(mover, "Inner", a.id);
    const box = await create(mover, { name: "Box", parentId: inner.id, purchasePrice: 5, quantity: 3 });
    expect(byName(await value(mover))).toEqual({ A: 15, Inner: 15 });

    // Moving a location moves the value of its whole subtree.
    expect(
      (await mover.call(entityEndpoints.patch, { params: { id: inner.id }, body: { parentId: b.id } })).status,
    ).toBe(200);
    expect(byName(await value(mover))).toEqual({ B: 15, Inner: 15 });
    expect((await mover.call(entityEndpoints.patch, { params: { id: box.id }, body: { quantity: 4 } })).status).toBe(
      200,
    );
    await putChanges(mover, box.id, { purchasePrice: 2.5 });
    expect(byName(await value(mover))).toEqual({ B: 10, Inner: 10 });
    await putChanges(mover, box.id, { soldDate: "2025-05-05" });
    expect(await value(mover)).toMatchObject({ total: 0, locations: [] });
    await putChanges(mover, box.id, { soldDate: "", archived: true });
    expect((await value(mover)).total).toBe(0);
    await putChanges(mover, box.id, { archived: false });
    expect((await value(mover)).total).toBe(10);
    // A write that bypasses the API is followed too (triggers, migration 0020).
    await svc.db.kysely.updateTable("entities").set({ quantity: 1 }).where("id", "=", box.id).execute();
    expect(byName(await value(mover))).toEqual({ B: 2.5, Inner: 2.5 });
    expect((await mover.call(entityEndpoints.remove, { params: { id: inner.id } })).status).toBe(204);
    // Deleting a location hands what it held to the location above it.
    expect(byName(await value(mover))).toEqual({ B: 2.5 });
  });

  it("purchases by month: Σ price × quantity per month, every month of the range", async () => {
    const month = thisMonth();
    const day = `${month}-01`;
    await create(buyer, { name: "Pens", purchasePrice: 1.5, quantity: 10, purchaseDate: day });
    await create(buyer, { name: "Desk", purchasePrice: 200, purchaseDate: day });
    await create(buyer, { name: "Old", purchasePrice: 7, purchaseDate: "2001-01-01" });
    const answer = PurchasesByMonth.parse((await buyer.call(values.purchasesByMonth, { query: { months: 3 } })).body);
    expect(answer.months).toHaveLength(3);
    expect(answer.months[2]).toEqual({ month, value: 215 });
    expect(answer.months.slice(0, 2).map((m) => m.value)).toEqual([0, 0]);
    const year = PurchasesByMonth.parse((await buyer.call(values.purchasesByMonth)).body);
    expect(year.months).toHaveLength(12);
  });

  it("bad months are 422 naming the key", async () => {
    expectError(await s.req("GET", "/v1/groups/statistics/purchases-by-month?months=0"), 422, ["months"]);
    expectError(await s.req("GET", "/v1/groups/statistics/purchases-by-month?months=abc"), 422, ["months"]);
    expectError(await s.req("GET", "/v1/groups/statistics/purchases-by-month?months=121"), 422, ["months"]);
  });
});
