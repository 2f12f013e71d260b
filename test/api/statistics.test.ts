import { describe, expect, it } from "vitest";
import {
  entityEndpoints,
  GroupStatistics,
  TotalsList,
  ValueOverTime,
  ExpiringWarranties,
  statisticsEndpoints as statistics,
} from "../../contract";
import { create, defaultTypes, expectError, location, putChanges } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import { expectEntitySumsRecounted } from "../support/sums-checks";
import { groupOf } from "../support/tree-checks";

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe("statistics (docs/api.md, Statistics)", () => {
  const { svc, users } = useSignedInService({ names: ["Owner", "Stranger", "Counter"] });
  const [s, other, counter] = users;

  it("totals, value per tag and per location, purchases per day and expiring warranties", async () => {
    const garage = await location(s, "Garage");
    const shelf = await location(s, "Shelf", garage.id);
    const tools = (await s.req("POST", "/v1/tags", { name: "Tools" })).body.id as string;
    const unused = (await s.req("POST", "/v1/tags", { name: "Unused" })).body.id as string;
    const drill = await create(s, {
      name: "Drill",
      parentId: garage.id,
      purchasePrice: 100,
      quantity: 2,
      tagIds: [tools],
      purchaseDate: "2024-03-01",
      warrantyExpires: inDays(30),
    });
    await create(s, {
      name: "Saw",
      parentId: shelf.id,
      purchasePrice: 40,
      tagIds: [tools],
      purchaseDate: "2024-03-01",
    });
    await create(s, { name: "Old", parentId: garage.id, purchasePrice: 5, archived: true, lifetimeWarranty: true });
    await create(s, { name: "Forever", parentId: shelf.id, lifetimeWarranty: true, purchaseDate: "2024-03-05" });
    await create(s, { name: "Later", warrantyExpires: inDays(200) });
    // Another group's data never counts.
    await create(other, { name: "Theirs", purchasePrice: 1000 });

    const totals = GroupStatistics.parse((await s.call(statistics.totals)).body);
    expect(totals).toEqual({
      totalUsers: 1,
      totalItems: 4,
      totalLocations: 2,
      totalTags: 2,
      totalItemPrice: 240,
      totalWithWarranty: 3,
      currency: "usd",
    });

    const byTag = TotalsList.parse((await s.call(statistics.byTag)).body);
    expect(byTag).toEqual([{ id: tools, name: "Tools", total: 140 }]);
    expect(byTag.some((t) => t.id === unused)).toBe(false);

    const byLocation = TotalsList.parse((await s.call(statistics.byLocation)).body);
    expect(byLocation).toEqual([
      { id: garage.id, name: "Garage", total: 105 },
      { id: shelf.id, name: "Shelf", total: 40 },
    ]);

    const range = { start: "2024-03-01", end: "2024-03-31" };
    const overTime = ValueOverTime.parse((await s.call(statistics.purchasePrice, { query: range })).body);
    expect(overTime).toEqual({
      valueAtStart: 0,
      valueAtEnd: 140,
      start: "2024-03-01T00:00:00Z",
      end: "2024-03-31T00:00:00Z",
      entries: [
        { date: "2024-03-01T00:00:00Z", value: 140, name: "" },
        { date: "2024-03-05T00:00:00Z", value: 0, name: "" },
      ],
    });
    const later = ValueOverTime.parse(
      (await s.call(statistics.purchasePrice, { query: { start: "2024-03-02" } })).body,
    );
    expect(later.valueAtStart).toBe(140);

    const expiring = ExpiringWarranties.parse((await s.call(statistics.warranties)).body);
    expect(expiring).toEqual([{ id: drill.id, name: "Drill", warrantyExpires: inDays(30), thumbnailId: null }]);
    const wider = ExpiringWarranties.parse((await s.call(statistics.warranties, { query: { days: 365 } })).body);
    expect(wider.map((w) => w.name)).toEqual(["Drill", "Later"]);
  });

  it("the value per tag follows every change of price, tags and entities", async () => {
    const tag = async (name: string) => (await s.req("POST", "/v1/tags", { name })).body.id as string;
    const [red, blue] = [await tag("Red"), await tag("Blue")];
    const byTag = async () => {
      const list = TotalsList.parse((await s.req("GET", "/v1/groups/statistics/tags")).body);
      return Object.fromEntries(list.filter((t) => t.id === red || t.id === blue).map((t) => [t.name, t.total]));
    };
    const lamp = await create(s, { name: "Lamp", purchasePrice: 10, tagIds: [red] });
    expect(await byTag()).toEqual({ Red: 10 });

    // A full update changes the price (PATCH changes only placement, quantity, type and tags).
    const put = (changes: Record<string, unknown>) => putChanges(s, lamp.id, changes);
    await put({ purchasePrice: 25 });
    expect(await byTag()).toEqual({ Red: 25 });
    expect(
      (await s.call(entityEndpoints.patch, { params: { id: lamp.id }, body: { tagIds: [red, blue] } })).status,
    ).toBe(200);
    expect(await byTag()).toEqual({ Red: 25, Blue: 25 });
    await put({ purchasePrice: 7.5, tagIds: [blue] });
    expect(await byTag()).toEqual({ Blue: 7.5 });

    // A price written by any other path than the API's reaches the tag too (the links are not rewritten).
    await svc.db.kysely.updateTable("entities").set({ purchase_price: 8 }).where("id", "=", lamp.id).execute();
    expect(await byTag()).toEqual({ Blue: 8 });
    await svc.db.kysely.updateTable("entities").set({ purchase_price: 7.5 }).where("id", "=", lamp.id).execute();

    const vase = await create(s, { name: "Vase", purchasePrice: 2.25, tagIds: [blue] });
    expect(await byTag()).toEqual({ Blue: 9.75 });
    expect((await s.call(entityEndpoints.remove, { params: { id: lamp.id } })).status).toBe(204);
    expect(await byTag()).toEqual({ Blue: 2.25 });
    expect((await s.req("DELETE", `/v1/tags/${blue}`)).status).toBe(204);
    expect(await byTag()).toEqual({});
    expect((await s.call(entityEndpoints.get, { params: { id: vase.id } })).status).toBe(200);
  });

  it("the totals and the purchases per day follow every kind of write (running sums, migration 0016)", async () => {
    const db = svc.db.kysely;
    const groupId = await groupOf(svc, counter);
    const expectSumsMatch = () => expectEntitySumsRecounted(svc, groupId);
    const types = await defaultTypes(counter);
    const put = async (id: string, changes: Record<string, unknown>) => {
      await putChanges(counter, id, changes);
      await expectSumsMatch();
    };
    const box = await location(counter, "Box");
    const lamp = await create(counter, { name: "Lamp", purchasePrice: 10, quantity: 2, purchaseDate: "2024-01-01" });
    const vase = await create(counter, { name: "Vase", purchasePrice: 0.1, parentId: box.id });
    const cup = await create(counter, { name: "Cup", purchasePrice: 0.2, parentId: box.id });
    // A product that rounds to zero made PostgreSQL fail the write ("underflow"): counted as 0.
    await create(counter, { name: "Dust", purchasePrice: 5e-324, quantity: 0.5 });
    await expectSumsMatch();
    await put(lamp.id, { purchasePrice: 25, purchaseDate: "2024-02-02", warrantyExpires: inDays(10) });
    await put(lamp.id, { lifetimeWarranty: true });
    await put(lamp.id, { archived: true });
    await put(lamp.id, { archived: false, purchaseDate: "" });
    expect((await counter.call(entityEndpoints.patch, { params: { id: lamp.id }, body: { quantity: 5 } })).status).toBe(
      200,
    );
    await expectSumsMatch();
    const totals = GroupStatistics.parse((await counter.req("GET", "/v1/groups/statistics")).body);
    expect(totals).toMatchObject({ totalItems: 4, totalLocations: 1, totalItemPrice: 125.3, totalWithWarranty: 1 });
    expect(
      (await counter.call(entityEndpoints.patch, { params: { id: lamp.id }, body: { entityTypeId: types.location } }))
        .status,
    ).toBe(200);
    await expectSumsMatch();
    // 0.1 + 0.2 − 0.1 leaves dust in the running sum; the answer is rounded.
    expect((await counter.call(entityEndpoints.remove, { params: { id: vase.id } })).status).toBe(204);
    await expectSumsMatch();
    const today = inDays(0);
    const overTime = ValueOverTime.parse(
      (await counter.req("GET", `/v1/groups/statistics/purchase-price?start=${today}&end=${today}`)).body,
    );
    expect(overTime.entries).toEqual([{ date: `${today}T00:00:00Z`, value: 0.2, name: "" }]);
    // Writes that do not go through the API, and a deletion that takes the children with it.
    await db.updateTable("entities").set({ purchase_price: 7, quantity: 3 }).where("id", "=", cup.id).execute();
    await expectSumsMatch();
    expect((await counter.call(entityEndpoints.remove, { params: { id: box.id } })).status).toBe(204);
    await expectSumsMatch();
    await db.deleteFrom("entities").where("id", "=", lamp.id).execute();
    await expectSumsMatch();
    await db.deleteFrom("entities").where("group_id", "=", groupId).execute();
    for (const table of ["entity_day_sums", "entity_warranty_counts"] as const)
      expect(await db.selectFrom(table).where("group_id", "=", groupId).selectAll().execute()).toEqual([]);
  });

  it("a group without tags or locations has empty lists", async () => {
    const fresh = users[1];
    const totals = GroupStatistics.parse((await fresh.req("GET", "/v1/groups/statistics")).body);
    expect(totals.totalTags).toBe(0);
    expect((await fresh.req("GET", "/v1/groups/statistics/tags")).body).toEqual([]);
    expect((await fresh.req("GET", "/v1/groups/statistics/locations")).body).toEqual([]);
  });

  it("bad query values are 422 naming the key", async () => {
    expectError(await s.req("GET", "/v1/groups/statistics/purchase-price?start=03/01/2024"), 422, ["start"]);
    expectError(await s.req("GET", "/v1/groups/statistics/purchase-price?start=2024-05-01&end=2024-04-01"), 422, [
      "end",
    ]);
    expectError(await s.req("GET", "/v1/groups/statistics/warranties?days=-1"), 422, ["days"]);
    expectError(await s.req("GET", "/v1/groups/statistics/warranties?days=abc"), 422, ["days"]);
  });
});
