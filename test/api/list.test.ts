import { beforeAll, describe, expect, it } from "vitest";
import { entityEndpoints, EntityListResult } from "../../contract";
import { create, defaultTypes, expectError, location } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";

describe("list, search, path, tree (docs/spec/contract.md, other operations)", () => {
  const { s } = useSignedInService();
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const house = await location(s, "House");
    const garage = await location(s, "Garage", house.id);
    const shelf = await location(s, "Shelf", garage.id);
    const attic = await location(s, "Attic");
    const tools = (await s.req("POST", "/v1/tags", { name: "Tools" })).body;
    const power = (await s.req("POST", "/v1/tags", { name: "Power", parentId: tools.id })).body;
    const box = await create(s, { name: "Red box", parentId: shelf.id, purchasePrice: 10, quantity: 2 });
    const drill = await create(s, {
      name: "Cordless drill",
      parentId: box.id,
      tagIds: [power.id],
      serialNumber: "SN-77",
      purchasePrice: 100,
    });
    const saw = await create(s, { name: "Saw", parentId: box.id, locationId: attic.id, manufacturer: "Bosch 100%" });
    const old = await create(s, { name: "Old drill", parentId: garage.id, archived: true });
    const sold = await create(s, { name: "Sold lamp", parentId: garage.id, purchasePrice: 50, soldDate: "2024-01-01" });
    const tagged = await create(s, {
      name: "Thing",
      fields: [{ name: "Barcode", type: "text", textValue: "4006381333931" }],
      assetId: 500,
    });
    Object.assign(ids, {
      house: house.id,
      garage: garage.id,
      shelf: shelf.id,
      attic: attic.id,
      tools: tools.id,
      power: power.id,
      box: box.id,
      drill: drill.id,
      saw: saw.id,
      old: old.id,
      sold: sold.id,
      tagged: tagged.id,
    });
  });

  const names = async (query: string) => {
    const res = await s.req("GET", `/v1/entities?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return EntityListResult.parse(res.body).items.map((i) => i.name);
  };

  it("pages with total", async () => {
    const res = EntityListResult.parse(
      (await s.call(entityEndpoints.list, { query: { isLocation: "any", pageSize: "2", page: "2", orderBy: "name" } }))
        .body,
    );
    // Ten entities, one of them archived (excluded by default).
    expect(res).toMatchObject({ page: 2, pageSize: 2, total: 9 });
    expect(res.items).toHaveLength(2);
  });

  it("q is case-insensitive over name, description, serial, model, manufacturer, notes and custom-field text", async () => {
    expect(await names("q=DRILL")).toEqual(["Cordless drill"]);
    expect(await names("q=sn-77")).toEqual(["Cordless drill"]);
    expect(await names("q=4006381")).toEqual(["Thing"]);
    expect(await names("q=100%25")).toEqual(["Saw"]);
    expect(await names("q=_")).toEqual([]);
    expect(await names("q=%23000-500")).toEqual(["Thing"]);
    expect(await names("q=%23500")).toEqual(["Thing"]);
  });

  it("filters by isLocation, entity type, tags (with descendants), parent, archived", async () => {
    const { location: locType } = await defaultTypes(s);
    expect(await names("isLocation=true&orderBy=name")).toEqual(["Attic", "Garage", "House", "Shelf"]);
    expect(await names(`entityTypeIds=${locType}&isLocation=any&orderBy=name`)).toEqual([
      "Attic",
      "Garage",
      "House",
      "Shelf",
    ]);
    expect(await names(`tags=${ids.tools}`)).toEqual(["Cordless drill"]);
    expect(await names(`parentIds=${ids.box}&orderBy=name`)).toEqual(["Cordless drill", "Saw"]);
    expect(await names(`parentIds=${ids.garage}&isLocation=any&orderBy=name`)).toEqual(["Shelf", "Sold lamp"]);
    expect(await names(`parentIds=${ids.garage}&isLocation=any&orderBy=name&includeArchived=true`)).toEqual([
      "Old drill",
      "Shelf",
      "Sold lamp",
    ]);
    expectError(await s.req("GET", "/v1/entities?isLocation=maybe"), 422, ["isLocation"]);
    expectError(await s.req("GET", "/v1/entities?isLocation="), 422, ["isLocation"]);
    expectError(await s.req("GET", "/v1/entities?tags=nope"), 422, ["tags[0]"]);
  });

  it("without isLocation lists items only (Homebox's default); any lists both; true and false as Homebox's", async () => {
    const items = ["Cordless drill", "Red box", "Saw", "Sold lamp", "Thing"];
    const locations = ["Attic", "Garage", "House", "Shelf"];
    expect(await names("orderBy=name")).toEqual(items);
    expect(await names("isLocation=false&orderBy=name")).toEqual(items);
    expect(await names("isLocation=0&orderBy=name")).toEqual(items);
    expect(await names("isLocation=1&orderBy=name")).toEqual(locations);
    expect(await names("isLocation=any&orderBy=name")).toEqual([...items, ...locations].sort());
    // A location's items, a search and a subtree keep the default: no rooms among the things.
    expect(await names(`parentIds=${ids.garage}`)).toEqual(["Sold lamp"]);
    expect(await names(`locationIds=${ids.house}&orderBy=name`)).toEqual(["Cordless drill", "Red box", "Sold lamp"]);
    expect(await names("q=a&orderBy=name")).toEqual(["Saw", "Sold lamp"]);
    expect(await names("q=a&isLocation=any&orderBy=name")).toEqual(["Attic", "Garage", "Saw", "Sold lamp"]);
    const res = EntityListResult.parse((await s.req("GET", "/v1/entities?pageSize=1")).body);
    expect(res.total).toBe(items.length);
  });

  it("locationIds: everything whose resolved location is at or under these", async () => {
    expect(await names(`locationIds=${ids.garage}&isLocation=any&orderBy=name`)).toEqual([
      "Cordless drill",
      "Red box",
      "Shelf",
      "Sold lamp",
    ]);
    expect(await names(`locationIds=${ids.attic}`)).toEqual(["Saw"]);
    expect(await names(`locationIds=${ids.attic}&locationIds=${ids.shelf}&orderBy=name`)).toEqual([
      "Cordless drill",
      "Red box",
      "Saw",
    ]);
  });

  it("orders by name, createdAt, assetId … asc or desc", async () => {
    const asc = await names("isLocation=false&orderBy=name&order=asc");
    expect(await names("isLocation=false&orderBy=name&order=desc")).toEqual([...asc].reverse());
    expect((await names("orderBy=assetId&order=desc"))[0]).toBe("Thing");
    expectError(await s.req("GET", "/v1/entities?orderBy=colour"), 422, ["orderBy"]);
  });

  it("a subtree or a search pages in the whole list's order, for every order (SQLite sorts their ids first)", async () => {
    const underHouse = new Set([ids.garage, ids.shelf, ids.box, ids.drill, ids.old, ids.sold]);
    const paged = async (query: string) => {
      const pages = [];
      for (let page = 1; page <= 3; page++) {
        const res = await s.req(
          "GET",
          `/v1/entities?${query}&isLocation=any&includeArchived=true&pageSize=2&page=${page}`,
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        pages.push(...EntityListResult.parse(res.body).items.map((i) => i.id));
      }
      return pages;
    };
    for (const orderBy of ["name", "createdAt", "updatedAt", "assetId", "quantity", "purchasePrice"]) {
      for (const order of ["asc", "desc"]) {
        const res = await s.req(
          "GET",
          `/v1/entities?orderBy=${orderBy}&order=${order}&isLocation=any&includeArchived=true`,
        );
        const all = EntityListResult.parse(res.body).items;
        const sorted = `orderBy=${orderBy}&order=${order}`;
        expect(await paged(`${sorted}&locationIds=${ids.house}`), sorted).toEqual(
          all.filter((i) => underHouse.has(i.id)).map((i) => i.id),
        );
        expect(await paged(`${sorted}&q=drill`), sorted).toEqual(
          all.filter((i) => i.name.includes("drill")).map((i) => i.id),
        );
      }
    }
  });

  it("locations carry itemCount and totalPrice of the unsold, non-archived items at or under them", async () => {
    const res = await s.req("GET", `/v1/entities/${ids.garage}`);
    // Red box (10 × 2) and Cordless drill (100 × 1); the saw is stored in the attic, the lamp is sold.
    expect(res.body).toMatchObject({ itemCount: 3, totalPrice: 120 });
    const list = EntityListResult.parse(
      (await s.call(entityEndpoints.list, { query: { isLocation: "true", q: "house" } })).body,
    );
    expect(list.items[0]).toMatchObject({ itemCount: 3, totalPrice: 120 });
  });

  it("path: root first, the entity last", async () => {
    const res = await s.req("GET", `/v1/entities/${ids.drill}/path`);
    expect(res.body.map((p: { name: string }) => p.name)).toEqual([
      "House",
      "Garage",
      "Shelf",
      "Red box",
      "Cordless drill",
    ]);
    expect(res.body.map((p: { type: string }) => p.type)).toEqual(["location", "location", "location", "item", "item"]);
  });

  it("tree: top-level locations with their locations, and items on request", async () => {
    const bare = (await s.call(entityEndpoints.tree)).body;
    expect(bare.map((n: { name: string }) => n.name)).toEqual(["Attic", "House"]);
    expect(bare[1]?.children[0]?.children[0]).toMatchObject({ name: "Shelf", children: [] });
    const full = (await s.call(entityEndpoints.tree, { query: { withItems: "true" } })).body;
    const shelf = full[1]?.children[0]?.children[0];
    expect(shelf?.children[0]).toMatchObject({ name: "Red box", type: "item" });
    expectError(await s.req("GET", "/v1/entities/tree?withItems=perhaps"), 422, ["withItems"]);
  });
});
