import { describe, expect, it } from "vitest";
import { bulkEndpoints, historyEndpoints as history } from "../../contract";
import { create, get, location } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";

/**
 * The undo of a bulk move that took items out of one another: each goes back under its own parent, and every
 * entity, moved or not, resolves to the location it had before (the undo places each moved entity under a
 * parent that the same undo moves back).
 */
describe("undo of a bulk move of nested items", () => {
  const { s } = useSignedInService({ names: ["Nested"] });

  it("puts every entity back where it resolved before, moved or only carried along", async () => {
    const garage = await location(s, "Garage");
    const office = await location(s, "Office");
    const shelf = await location(s, "Shelf");
    // Garage > box > drill > bit; box > manual (own location: office); box > case > charger.
    const box = await create(s, { name: "Box", parentId: garage.id });
    const drill = await create(s, { name: "Drill", parentId: box.id });
    const bit = await create(s, { name: "Bit", parentId: drill.id });
    const manual = await create(s, { name: "Manual", parentId: box.id, locationId: office.id });
    const kase = await create(s, { name: "Case", parentId: box.id });
    const charger = await create(s, { name: "Charger", parentId: kase.id });
    const placeOf = async (id: string) => {
      const e = await get(s, id);
      return { parentId: e.parentId, locationId: e.locationId, resolved: e.location?.id ?? null };
    };
    const all = [box, drill, bit, manual, kase, charger];
    const before = await Promise.all(all.map((e) => placeOf(e.id)));
    expect(before.map((p) => p.resolved)).toEqual([garage.id, garage.id, garage.id, office.id, garage.id, garage.id]);

    const moved = await s.call(bulkEndpoints.run, {
      body: { ids: [box.id, drill.id, manual.id, charger.id], action: "update", patch: { parentId: shelf.id } },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const during = await Promise.all(all.map((e) => placeOf(e.id)));
    // Into a location, the manual's own location goes (docs/spec/contract.md, "Parent and location").
    expect(during.map((p) => p.resolved)).toEqual([shelf.id, shelf.id, shelf.id, shelf.id, shelf.id, shelf.id]);

    const undo = await s.call(history.undo, { params: { batchId: moved.body.batchId } });
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(await Promise.all(all.map((e) => placeOf(e.id)))).toEqual(before);
  });
});
