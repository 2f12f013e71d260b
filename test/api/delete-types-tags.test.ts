import { describe, expect, it } from "vitest";
import { entityEndpoints, entityTypeEndpoints, tagEndpoints as tags } from "../../contract";
import { create, expectError, get, location } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";

describe("delete, entity types and tags (docs/spec/contract.md, other operations)", () => {
  const { s } = useSignedInService();

  it("deleting an item: every child keeps its resolved location", async () => {
    const garage = await location(s, "Garage");
    const office = await location(s, "Office");
    const box = await create(s, { name: "Box", parentId: garage.id });
    const drill = await create(s, { name: "Drill", parentId: box.id });
    const manual = await create(s, { name: "Manual", parentId: box.id, locationId: office.id });
    expect((await s.call(entityEndpoints.remove, { params: { id: box.id } })).status).toBe(204);
    expect(await get(s, drill.id)).toMatchObject({
      parentId: garage.id,
      locationId: null,
      location: { id: garage.id },
    });
    expect(await get(s, manual.id)).toMatchObject({
      parentId: office.id,
      locationId: null,
      location: { id: office.id },
    });
    expectError(await s.call(entityEndpoints.get, { params: { id: box.id } }), 404);
    expectError(await s.call(entityEndpoints.remove, { params: { id: box.id } }), 404);
  });

  it("deleting a location: its children move to its parent; things stored there fall back", async () => {
    const house = await location(s, "House");
    const shelf = await location(s, "Shelf", house.id);
    const attic = await location(s, "Attic");
    const jar = await create(s, { name: "Jar", parentId: shelf.id });
    const bag = await create(s, { name: "Bag", parentId: attic.id });
    const pen = await create(s, { name: "Pen", parentId: bag.id, locationId: shelf.id });
    await s.call(entityEndpoints.remove, { params: { id: shelf.id } });
    expect(await get(s, jar.id)).toMatchObject({ parentId: house.id, location: { id: house.id } });
    expect(await get(s, pen.id)).toMatchObject({ parentId: bag.id, locationId: house.id, location: { id: house.id } });
  });

  it("entity types: create, rename, delete; deleting one in use is a 409", async () => {
    const t = await s.call(entityTypeEndpoints.create, { body: { name: "Tool", icon: "hammer" } });
    expect(t.status).toBe(201);
    expect(t.body).toMatchObject({ name: "Tool", isLocation: false, icon: "hammer" });
    expect(
      (await s.call(entityTypeEndpoints.replace, { params: { id: t.body.id }, body: { name: "Tools" } })).body.name,
    ).toBe("Tools");
    const e = await create(s, { name: "Hammer", entityTypeId: t.body.id });
    expectError(await s.call(entityTypeEndpoints.remove, { params: { id: t.body.id } }), 409);
    await s.call(entityEndpoints.remove, { params: { id: e.id } });
    expect((await s.call(entityTypeEndpoints.remove, { params: { id: t.body.id } })).status).toBe(204);
    expectError(await s.call(entityTypeEndpoints.create, { body: { name: "" } }), 422, ["name"]);
    expectError(await s.call(entityTypeEndpoints.replace, { params: { id: t.body.id }, body: { name: "X" } }), 404);
  });

  it("tags: hierarchy with parentId (null at the root), cycle and depth checks", async () => {
    const root = await s.call(tags.create, { body: { name: "Root", color: "#f00" } });
    expect(root.body).toMatchObject({ name: "Root", parentId: null, color: "#f00", description: "", icon: "" });
    const child = (await s.call(tags.create, { body: { name: "Child", parentId: root.body.id } })).body;
    expect(child.parentId).toBe(root.body.id);
    const cycle = { params: { id: root.body.id }, body: { name: "Root", parentId: child.id } };
    expectError(await s.call(tags.replace, cycle), 422, ["parentId"]);
    let parent = child.id;
    for (let i = 0; i < 3; i++)
      parent = (await s.call(tags.create, { body: { name: `L${i}`, parentId: parent } })).body.id;
    expectError(await s.call(tags.create, { body: { name: "Too deep", parentId: parent } }), 422, ["parentId"]);
    expect((await s.call(tags.get, { params: { id: child.id } })).body.name).toBe("Child");
    expect((await s.call(tags.remove, { params: { id: root.body.id } })).status).toBe(204);
    expect((await s.call(tags.get, { params: { id: child.id } })).body.parentId).toBeNull();
    expectError(await s.call(tags.create, { body: { name: "x".repeat(256) } }), 422, ["name"]);
  });
});
