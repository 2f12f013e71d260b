import { beforeAll, describe, expect, it } from "vitest";
import { EntityListResult } from "../../contract";
import { create, get, location } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";

const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString();

/** What Homebox's web app reads of list rows and of one entity (docs/api.md, "Homebox clients"). */
describe("list rows and children as Homebox's clients read them", () => {
  const { svc, s } = useSignedInService();
  const ids = { garage: "", shelf: "", box: "", drill: "", loose: "" };
  beforeAll(async () => {
    const garage = await location(s, "Garage");
    const shelf = await location(s, "Shelf", garage.id);
    const box = await create(s, { name: "Box", parentId: garage.id, insured: true });
    const drill = await create(s, { name: "Drill", parentId: box.id });
    const loose = await create(s, { name: "Loose" });
    Object.assign(ids, { garage: garage.id, shelf: shelf.id, box: box.id, drill: drill.id, loose: loose.id });
    // Days apart, in the order created, and updated in the opposite order (two creates may share a millisecond).
    const order = [garage, shelf, box, drill, loose].map((e) => e.id);
    for (const [i, id] of order.entries()) {
      await svc.db.kysely
        .updateTable("entities")
        .set({ created_at: day(i), updated_at: day(10 - i) })
        .where("id", "=", id)
        .execute();
    }
  });

  const list = async (query: string) => {
    const res = await s.req("GET", `/v1/entities?isLocation=any&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return EntityListResult.parse(res.body).items;
  };

  it("orderBy=createdAt and orderBy=updatedAt sort newest first unless order says otherwise", async () => {
    const names = async (query: string) => (await list(`includeArchived=true&${query}`)).map((r) => r.name);
    const newestFirst = ["Loose", "Drill", "Box", "Shelf", "Garage"];
    expect(await names("orderBy=createdAt")).toEqual(newestFirst);
    expect(await names("orderBy=createdAt&order=asc")).toEqual([...newestFirst].reverse());
    expect(await names("orderBy=updatedAt")).toEqual([...newestFirst].reverse());
    expect(await names("orderBy=updatedAt&order=desc")).toEqual([...newestFirst].reverse());
    // Names still sort A to Z by default.
    expect(await names("orderBy=name")).toEqual(["Box", "Drill", "Garage", "Loose", "Shelf"]);
  });

  it("filterChildren=true lists only entities without a parent", async () => {
    const roots = await list("filterChildren=true&orderBy=name");
    expect(roots.map((r) => r.name)).toEqual(["Garage", "Loose"]);
    expect((await list("filterChildren=false")).length).toBe(5);
    const bad = await s.req("GET", "/v1/entities?filterChildren=maybe");
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.fields)).toContain("filterChildren");
  });

  it("children of one entity are its child locations only; allChildren has the items too", async () => {
    const garage = await get(s, ids.garage);
    expect(garage.children.map((c) => c.name)).toEqual(["Shelf"]);
    expect(garage.allChildren.map((c) => c.name)).toEqual(["Box", "Shelf"]);
    const box = await get(s, ids.box);
    expect(box.children).toEqual([]);
    expect(box.allChildren.map((c) => c.name)).toEqual(["Drill"]);
  });

  it("a list row carries insured and its parent (cards link the parent, tables show the insured badge)", async () => {
    const rows = await list("orderBy=name");
    const box = rows.find((r) => r.id === ids.box);
    expect(box).toMatchObject({ insured: true, parent: { id: ids.garage, name: "Garage", isLocation: true } });
    const drill = rows.find((r) => r.id === ids.drill);
    expect(drill).toMatchObject({ insured: false, parent: { id: ids.box, name: "Box", insured: true } });
    const loose = rows.find((r) => r.id === ids.loose);
    expect(loose?.insured).toBe(false);
    expect(loose && "parent" in loose).toBe(false);
  });
});
