import { describe, expect, it } from "vitest";
import { bulkEndpoints, historyEndpoints as history, type BulkRequestInput } from "../../contract";
import type { Session } from "../support/client";
import { create, get, location } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";

/** Issue 41: every action of `POST /v1/entities/bulk`, each one batch in the history that one undo reverts. */
describe("bulk actions", () => {
  const { s } = useSignedInService({ names: ["Bulk"] });

  const bulk = async (body: BulkRequestInput, who: Session = s) => {
    const res = await who.call(bulkEndpoints.run, { body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const batchOf = async (batchId: string) =>
    (await s.call(history.feed, { query: { batch: batchId, pageSize: 100 } })).body.items;
  const etagOf = async (id: string) => (await s.req("GET", `/v1/entities/${id}`)).headers.get("etag");
  const three = async (prefix: string, extra: Record<string, unknown> = {}) =>
    Promise.all([1, 2, 3].map((n) => create(s, { name: `${prefix} ${n}`, ...extra })));

  it("moves, retypes, tags, sets chosen fields and a custom field: one change per entity in one batch", async () => {
    const shelf = await location(s, "Shelf");
    const old = (await s.req("POST", "/v1/tags", { name: "Old" })).body;
    const fresh = (await s.req("POST", "/v1/tags", { name: "Fresh" })).body;
    const items = await three("Tool", {
      tagIds: [old.id],
      manufacturer: "Acme",
      fields: [{ name: "Size", type: "text", textValue: "S" }],
    });
    const etags = new Map(await Promise.all(items.map(async (i) => [i.id, await etagOf(i.id)] as const)));
    const { batchId, count } = await bulk({
      ids: items.map((i) => i.id),
      action: "update",
      patch: {
        parentId: shelf.id,
        addTagIds: [fresh.id],
        removeTagIds: [old.id],
        quantity: 4,
        notes: "checked",
        fields: [
          { name: "Size", type: "text", value: "XL" },
          { name: "Volts", type: "number", value: 12 },
        ],
      },
    });
    expect(count).toBe(3);
    for (const item of items) {
      const now = await get(s, item.id);
      expect(now).toMatchObject({ parentId: shelf.id, quantity: 4, notes: "checked", manufacturer: "Acme" });
      expect(now.tagIds).toEqual([fresh.id]);
      expect(now.fields.map((f) => [f.name, f.textValue, f.numberValue])).toEqual([
        ["Size", "XL", 0],
        ["Volts", "", 12],
      ]);
      expect(await etagOf(item.id)).not.toBe(etags.get(item.id));
    }
    const changes = await batchOf(batchId);
    expect(changes.map((c) => c.entityId).sort()).toEqual(items.map((i) => i.id).sort());
    expect(changes.every((c) => c.action === "move")).toBe(true);
    expect(changes[0]!.changes.map((c) => c.field).sort()).toEqual(
      ["fields", "notes", "parentId", "quantity", "tagIds"].sort(),
    );

    const undo = await s.call(history.undo, { params: { batchId } });
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    for (const item of items) {
      const back = await get(s, item.id);
      expect(back).toMatchObject({ parentId: null, quantity: 1, notes: "", tagIds: [old.id] });
      expect(back.fields.map((f) => [f.name, f.textValue])).toEqual([["Size", "S"]]);
    }
  });

  it("sets the type, and a move into an item with a location of its own", async () => {
    const room = await location(s, "Room");
    const other = await location(s, "Attic");
    const box = await create(s, { name: "Box", parentId: room.id });
    const kind = (await s.req("POST", "/v1/entity-types", { name: "Gadget", isLocation: false })).body;
    const items = await three("Gadget");
    await bulk({ ids: items.map((i) => i.id), action: "update", patch: { entityTypeId: kind.id } });
    for (const item of items) expect((await get(s, item.id)).entityTypeId).toBe(kind.id);
    await bulk({ ids: items.map((i) => i.id), action: "update", patch: { parentId: box.id, locationId: other.id } });
    for (const item of items) expect(await get(s, item.id)).toMatchObject({ parentId: box.id, locationId: other.id });
  });

  it("archives and unarchives; entities already so write no change", async () => {
    const items = await three("Lamp");
    await bulk({ ids: [items[0]!.id], action: "archive" });
    const { batchId } = await bulk({ ids: items.map((i) => i.id), action: "archive" });
    for (const item of items) expect((await get(s, item.id)).archived).toBe(true);
    expect((await batchOf(batchId)).map((c) => c.action)).toEqual(["archive", "archive"]);
    const back = await bulk({ ids: items.map((i) => i.id), action: "unarchive" });
    expect(back.count).toBe(3);
    for (const item of items) expect((await get(s, item.id)).archived).toBe(false);
  });

  it("deletes, and the undo brings every entity back", async () => {
    const items = await three("Cup");
    const { batchId } = await bulk({ ids: items.map((i) => i.id), action: "delete" });
    for (const item of items) expect((await s.req("GET", `/v1/entities/${item.id}`)).status).toBe(404);
    expect((await batchOf(batchId)).map((c) => c.action)).toEqual(["delete", "delete", "delete"]);
    expect((await s.call(history.undo, { params: { batchId } })).status).toBe(200);
    for (const item of items) expect((await get(s, item.id)).name).toBe(item.name);
  });

  it("duplicates each entity, and the undo removes the copies", async () => {
    const items = await three("Pen");
    const { batchId, count } = await bulk({
      ids: items.map((i) => i.id),
      action: "duplicate",
      duplicate: { copyPrefix: "Copy of " },
    });
    expect(count).toBe(3);
    const created = await batchOf(batchId);
    expect(created.map((c) => c.action)).toEqual(["create", "create", "create"]);
    const names = await Promise.all(created.map(async (c) => (await get(s, c.entityId)).name));
    expect(names.sort()).toEqual(["Copy of Pen 1", "Copy of Pen 2", "Copy of Pen 3"]);
    expect((await s.call(history.undo, { params: { batchId } })).status).toBe(200);
    for (const c of created) expect((await s.req("GET", `/v1/entities/${c.entityId}`)).status).toBe(404);
  });

  it("logs the same maintenance entry on each entity, as one batch that one undo takes out", async () => {
    const items = await three("Heater");
    const logOf = async (id: string) => (await s.req("GET", `/v1/entities/${id}/maintenance`)).body as unknown[];
    const entry = { name: "Filter", description: "", cost: 5, scheduledDate: "2026-12-01", completedDate: null };
    const kept = await s.req("POST", `/v1/entities/${items[0]!.id}/maintenance`, { ...entry, name: "Earlier" });
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    const { batchId } = await bulk({ ids: items.map((i) => i.id), action: "maintenance", maintenance: entry });
    for (const item of items) {
      expect(await logOf(item.id)).toContainEqual(
        expect.objectContaining({ name: "Filter", cost: 5, scheduledDate: "2026-12-01" }),
      );
    }
    const changes = await batchOf(batchId);
    expect(changes.map((c) => c.entityId).sort()).toEqual(items.map((i) => i.id).sort());
    expect(changes[0]!.changes.map((c) => c.field)).toEqual(["maintenance"]);

    const undo = await s.call(history.undo, { params: { batchId } });
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(await logOf(items[0]!.id)).toEqual([expect.objectContaining({ name: "Earlier" })]);
    for (const item of items.slice(1)) expect(await logOf(item.id)).toEqual([]);
    // The undo is a batch of its own: undoing it logs the same entries again.
    const again = await s.call(history.undo, { params: { batchId: undo.body.batchId } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    for (const item of items) expect(await logOf(item.id)).toContainEqual(expect.objectContaining({ name: "Filter" }));
  });

  it("undoes a completed recurring entry together with the next one it scheduled", async () => {
    const items = await three("Boiler");
    const entry = {
      name: "Service",
      cost: 80,
      scheduledDate: "2026-01-10",
      completedDate: "2026-01-12",
      repeatEvery: 1,
      repeatUnit: "years" as const,
    };
    const { batchId } = await bulk({ ids: items.map((i) => i.id), action: "maintenance", maintenance: entry });
    const log = (await s.req("GET", `/v1/entities/${items[0]!.id}/maintenance`)).body as { scheduledDate: string }[];
    expect(log.map((e) => e.scheduledDate).sort()).toEqual(["2026-01-10", "2027-01-12"]);
    expect((await s.call(history.undo, { params: { batchId } })).status).toBe(200);
    for (const item of items) expect((await s.req("GET", `/v1/entities/${item.id}/maintenance`)).body).toEqual([]);
  });

  it("takes a filter instead of ids: everything the list query matches, paging ignored", async () => {
    const tag = (await s.req("POST", "/v1/tags", { name: "Filtered" })).body;
    const items = await three("Fork", { tagIds: [tag.id] });
    const { count } = await bulk({ filter: { tags: [tag.id], pageSize: 1 }, action: "update", patch: { quantity: 9 } });
    expect(count).toBe(3);
    for (const item of items) expect((await get(s, item.id)).quantity).toBe(9);
  });
});
