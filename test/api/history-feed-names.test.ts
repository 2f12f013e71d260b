import { describe, expect, it } from "vitest";
import { entityEndpoints, historyEndpoints as history } from "../../contract";
import { create } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";

/** Issue 40: feed entries name their entity, so that the Activity page needs no request per entity. */
describe("history entries carry the entity's name", () => {
  const { s, users } = useSignedInService({ names: ["Owner", "Outsider"] });
  const outsider = users[1]!;

  it("the name now for an entity that exists, the name at its deletion for one that is gone", async () => {
    const lamp = await create(s, { name: "Lamp" });
    await s.call(entityEndpoints.replace, { params: { id: lamp.id }, body: { name: "Desk lamp" } });
    const vase = await create(s, { name: "Vase" });
    await s.call(entityEndpoints.replace, { params: { id: vase.id }, body: { name: "Old vase" } });
    await s.call(entityEndpoints.remove, { params: { id: vase.id } });

    const feed = (await s.call(history.feed, { query: {} })).body.items;
    const of = (id: string) =>
      feed.filter((c) => c.entityId === id).map((c) => [c.action, c.entityName, c.entityDeleted]);
    expect(of(lamp.id)).toEqual([
      ["update", "Desk lamp", false],
      ["create", "Desk lamp", false],
    ]);
    expect(of(vase.id)).toEqual([
      ["delete", "Old vase", true],
      ["update", "Old vase", true],
      ["create", "Old vase", true],
    ]);
    const own = (await s.call(history.entity, { params: { id: vase.id } })).body.items;
    expect(own.map((c) => c.entityName)).toEqual(["Old vase", "Old vase", "Old vase"]);
  });

  it("a restored entity is named as it is again", async () => {
    const chair = await create(s, { name: "Chair" });
    await s.call(entityEndpoints.remove, { params: { id: chair.id } });
    const deletion = (await s.call(history.entity, { params: { id: chair.id } })).body.items[0]!;
    await s.call(history.restore, { params: { id: chair.id, changeId: deletion.id } });
    const items = (await s.call(history.feed, { query: { entity: chair.id } })).body.items;
    expect(items.map((c) => [c.action, c.entityName, c.entityDeleted])).toEqual([
      ["restore", "Chair", false],
      ["delete", "Chair", false],
      ["create", "Chair", false],
    ]);
  });

  it("another group's feed names none of this group's entities", async () => {
    await create(s, { name: "Secret" });
    const theirs = (await outsider.call(history.feed, { query: {} })).body.items;
    expect(theirs.map((c) => c.entityName)).not.toContain("Secret");
  });
});
