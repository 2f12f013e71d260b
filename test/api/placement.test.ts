import { describe, expect, it } from "vitest";
import { entityEndpoints, entityTypeEndpoints } from "../../contract";
import { create, expectError, get, location } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";

describe("parent and location (docs/spec/contract.md)", () => {
  const { s } = useSignedInService();

  const put = (id: string, body: object) => s.req("PUT", `/v1/entities/${id}`, body);
  const patch = (id: string, body: object) => s.call(entityEndpoints.patch, { params: { id }, body: body });

  it("resolves: own location, else a location parent, else the parent item's location, else none", async () => {
    const garage = await location(s, "Garage");
    const attic = await location(s, "Attic");
    const toolbox = await create(s, { name: "Toolbox", parentId: garage.id });
    const drill = await create(s, { name: "Drill", parentId: toolbox.id });
    const manual = await create(s, { name: "Manual", parentId: toolbox.id, locationId: attic.id });
    const loose = await create(s, { name: "Loose" });
    expect((await get(s, toolbox.id)).location?.id).toBe(garage.id);
    expect(await get(s, drill.id)).toMatchObject({ locationId: null, location: { id: garage.id } });
    expect(await get(s, manual.id)).toMatchObject({ locationId: attic.id, location: { id: attic.id } });
    expect((await get(s, loose.id)).location).toBeUndefined();
  });

  it("rule 1: parentId must be of the group and not the entity or a descendant", async () => {
    const a = await create(s, { name: "A" });
    const b = await create(s, { name: "B", parentId: a.id });
    const c = await create(s, { name: "C", parentId: b.id });
    expectError(await put(a.id, { ...a, parentId: a.id }), 422, ["parentId"]);
    expectError(await put(a.id, { ...a, parentId: c.id }), 422, ["parentId"]);
    expectError(await patch(a.id, { parentId: c.id }), 422, ["parentId"]);
    expectError(await patch(a.id, { parentId: "7d0c6a4e-0000-4000-8000-000000000000" }), 422, ["parentId"]);
    expect((await get(s, a.id)).parentId).toBeNull();
  });

  it("rule 2: locationId must be a location and only under an item parent", async () => {
    const garage = await location(s, "Garage");
    const attic = await location(s, "Attic");
    const box = await create(s, { name: "Box", parentId: garage.id });
    const e = await create(s, { name: "E", parentId: box.id });
    const underLocation = await s.req("POST", "/v1/entities", { name: "X", parentId: garage.id, locationId: attic.id });
    expectError(underLocation, 422, ["locationId"]);
    expect(underLocation.body.fields.locationId).toMatch(/parentId/);
    expectError(await s.call(entityEndpoints.create, { body: { name: "X", locationId: attic.id } }), 422, [
      "locationId",
    ]);
    expectError(await patch(e.id, { locationId: box.id }), 422, ["locationId"]);
    expect((await patch(e.id, { locationId: attic.id })).body).toMatchObject({
      locationId: attic.id,
      location: { id: attic.id },
    });
  });

  it("rule 3: a locationId equal to the parent item's location is stored as inherited; GET→PUT leaves it put", async () => {
    const garage = await location(s, "Garage");
    const attic = await location(s, "Attic");
    const box = await create(s, { name: "Box", parentId: garage.id });
    const same = await create(s, { name: "Same", parentId: box.id, locationId: garage.id });
    expect(same.locationId).toBeNull();
    const elsewhere = await create(s, { name: "Elsewhere", parentId: box.id, locationId: attic.id });
    const back = await put(elsewhere.id, await get(s, elsewhere.id));
    expect(back.body).toMatchObject({ parentId: box.id, locationId: attic.id, location: { id: attic.id } });
  });

  it("rule 4: moving an item moves inheriting descendants; own locations stay unless sync is set", async () => {
    const garage = await location(s, "Garage");
    const attic = await location(s, "Attic");
    const office = await location(s, "Office");
    const box = await create(s, { name: "Box", parentId: garage.id });
    const drill = await create(s, { name: "Drill", parentId: box.id });
    const bit = await create(s, { name: "Bit", parentId: drill.id });
    const manual = await create(s, { name: "Manual", parentId: box.id, locationId: office.id });
    const stays = await create(s, { name: "Stays", parentId: box.id, locationId: attic.id });

    await patch(box.id, { parentId: attic.id });
    expect((await get(s, drill.id)).location?.id).toBe(attic.id);
    expect((await get(s, bit.id)).location?.id).toBe(attic.id);
    expect(await get(s, manual.id)).toMatchObject({ locationId: office.id, location: { id: office.id } });
    // Its own location is kept as stored even where it now equals the parent's.
    expect((await get(s, stays.id)).locationId).toBe(attic.id);

    const boxNow = await get(s, box.id);
    const synced = await put(box.id, { ...boxNow, parentId: garage.id, syncChildEntityLocations: true });
    expect(synced.body.syncChildEntityLocations).toBe(true);
    expect(await get(s, manual.id)).toMatchObject({ locationId: null, location: { id: garage.id } });
    expect((await get(s, stays.id)).location?.id).toBe(garage.id);
  });

  it("rule 4: a PUT that does not move the entity changes no descendant, whatever the flag", async () => {
    const garage = await location(s, "Garage");
    const office = await location(s, "Office");
    const box = await create(s, { name: "Box", parentId: garage.id });
    const manual = await create(s, { name: "Manual", parentId: box.id, locationId: office.id });
    const before = await get(s, manual.id);
    await put(box.id, { ...(await get(s, box.id)), name: "Big box", syncChildEntityLocations: true });
    // Only the embedded parent summary shows the new name; the child itself is untouched.
    const after = await get(s, manual.id);
    expect({ ...after, parent: undefined }).toEqual({ ...before, parent: undefined });
    expect(after.parent?.name).toBe("Big box");
  });

  it("rule 5: when the parent becomes a location or nothing, the own location is dropped", async () => {
    const garage = await location(s, "Garage");
    const attic = await location(s, "Attic");
    const box = await create(s, { name: "Box", parentId: garage.id });
    const e = await create(s, { name: "E", parentId: box.id, locationId: attic.id });
    expect((await patch(e.id, { parentId: garage.id })).body).toMatchObject({
      parentId: garage.id,
      locationId: null,
      location: { id: garage.id },
    });
    const f = await create(s, { name: "F", parentId: box.id, locationId: attic.id });
    expect((await patch(f.id, { parentId: null })).body).toMatchObject({ parentId: null, locationId: null });
    expect((await patch(f.id, { parentId: null })).body.location).toBeUndefined();
  });

  it("`location` in a body is read-only and ignored", async () => {
    const garage = await location(s, "Garage");
    const attic = await location(s, "Attic");
    const e = await create(s, { name: "E", parentId: garage.id });
    const res = await put(e.id, { ...(await get(s, e.id)), location: { id: attic.id, name: "Attic" } });
    expect(res.body.location.id).toBe(garage.id);
  });

  it("switching an entity type to location re-resolves its entities", async () => {
    const shed = await create(s, { name: "Shed" });
    const rake = await create(s, { name: "Rake", parentId: shed.id });
    expect((await get(s, rake.id)).location).toBeUndefined();
    const type = (await s.call(entityTypeEndpoints.create, { body: { name: "Building", isLocation: false } })).body;
    await patch(shed.id, { entityTypeId: type.id });
    await s.call(entityTypeEndpoints.replace, {
      params: { id: type.id },
      body: { name: "Building", isLocation: true },
    });
    expect((await get(s, rake.id)).location?.id).toBe(shed.id);
  });
});
