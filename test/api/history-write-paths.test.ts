import { describe, expect, it } from "vitest";
import { apiKeyEndpoints, entityEndpoints, historyEndpoints as history, templateEndpoints } from "../../contract";
import type { Session } from "../support/client";
import { importCsvText } from "../support/csv-upload";
import { create, location } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import { uploadForm, uploadOk } from "./attachment-fixtures";

/** Issue 40: each write path leaves exactly one change per entity it touched, in the write's transaction. */
describe("history of every write path", () => {
  const { s } = useSignedInService();

  const changesOf = async (who: Session, id: string) => {
    const res = await who.call(history.entity, { params: { id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const field = (change: { changes: Array<{ field: string; from: unknown; to: unknown }> }, name: string) =>
    change.changes.find((c) => c.field === name);

  it("create records the fields it set, from null, by the user; fields left empty are not listed", async () => {
    const item = await create(s, { name: "Drill", quantity: 2 });
    const page = await changesOf(s, item.id);
    expect(page.total).toBe(1);
    const [change] = page.items;
    expect(change).toMatchObject({ action: "create", batchId: null, actor: { kind: "user", name: "Tester" } });
    expect(field(change!, "name")).toEqual({ field: "name", from: null, to: "Drill" });
    expect(field(change!, "quantity")).toEqual({ field: "quantity", from: null, to: 2 });
    for (const empty of ["notes", "tagIds", "fields", "insured", "minQuantity"])
      expect(field(change!, empty)).toBeUndefined();
  });

  it("PATCH records only what changed, tag sets included; an unchanged PATCH records nothing", async () => {
    const tag = (await s.req("POST", "/v1/tags", { name: "Red" })).body;
    const item = await create(s, { name: "Saw" });
    await s.call(entityEndpoints.patch, { params: { id: item.id }, body: { quantity: 5, tagIds: [tag.id] } });
    await s.call(entityEndpoints.patch, { params: { id: item.id }, body: { quantity: 5 } });
    const page = await changesOf(s, item.id);
    expect(page.items.map((c) => c.action)).toEqual(["update", "create"]);
    expect(page.items[0]!.changes).toEqual([
      { field: "quantity", from: 1, to: 5 },
      { field: "tagIds", from: [], to: [tag.id] },
    ]);
  });

  it("PUT records field diffs and custom fields; a move records both places; archive is its own action", async () => {
    const a = await location(s, "Shelf A");
    const b = await location(s, "Shelf B");
    const item = await create(s, { name: "Box", parentId: a.id });
    const put = (body: { name: string } & Record<string, unknown>) =>
      s.call(entityEndpoints.replace, { params: { id: item.id }, body });
    await put({ name: "Box", parentId: a.id, fields: [{ name: "Colour", textValue: "red" }] });
    await put({ name: "Box", parentId: b.id, fields: [{ name: "Colour", textValue: "red" }] });
    await put({ name: "Box", parentId: b.id, archived: true, fields: [{ name: "Colour", textValue: "red" }] });
    const [archive, move, fields] = (await changesOf(s, item.id)).items;
    expect(fields!.action).toBe("update");
    expect(field(fields!, "fields")!.to).toEqual([
      { name: "Colour", type: "text", textValue: "red", numberValue: 0, booleanValue: false },
    ]);
    expect(move!.action).toBe("move");
    expect(field(move!, "parentId")).toEqual({ field: "parentId", from: a.id, to: b.id });
    expect(archive).toMatchObject({ action: "archive", changes: [{ field: "archived", from: false, to: true }] });
  });

  it("delete records every field to null, and a child moved off the deleted entity its own move", async () => {
    const box = await location(s, "Crate");
    const child = await create(s, { name: "Nail", parentId: box.id });
    expect((await s.call(entityEndpoints.remove, { params: { id: box.id } })).status).toBe(204);
    const gone = (await changesOf(s, box.id)).items[0]!;
    expect(gone.action).toBe("delete");
    expect(field(gone, "name")).toEqual({ field: "name", from: "Crate", to: null });
    const moved = (await changesOf(s, child.id)).items[0]!;
    expect(moved).toMatchObject({ action: "move", batchId: gone.batchId });
    expect(gone.batchId).toEqual(expect.any(String));
  });

  it("duplicate, template item and attachment upload each record one change", async () => {
    const item = await create(s, { name: "Lamp" });
    const copy = await s.call(entityEndpoints.duplicate, { params: { id: item.id }, body: {} });
    expect((await changesOf(s, copy.body.id)).items.map((c) => c.action)).toEqual(["create"]);
    const template = await s.call(templateEndpoints.create, { body: { name: "T", defaultName: "From T" } });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    const made = await s.call(templateEndpoints.createItem, { params: { id: template.body.id }, body: { name: "X" } });
    expect((await changesOf(s, made.body.id)).total).toBe(1);
    const { attachment } = await uploadOk(s, item.id, uploadForm("hello", "a.txt"));
    const added = (await changesOf(s, item.id)).items[0]!;
    expect(added.changes).toEqual([{ field: "attachments", from: [], to: [{ id: attachment.id, title: "a.txt" }] }]);
  });

  it("a CSV import records one change per row, all in one batch; X-Batch-Id names a client's batch", async () => {
    const res = await importCsvText(s, "HB.name,HB.quantity\nBolt,1\nNut,2\n");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const feed = await s.call(history.feed, { query: { action: "create", pageSize: "5" } });
    const [nut, bolt] = feed.body.items;
    expect(field(nut!, "name")!.to).toBe("Nut");
    expect(field(bolt!, "name")!.to).toBe("Bolt");
    expect(nut!.batchId).toBe(bolt!.batchId);
    const own = await s.req("POST", "/v1/entities", { name: "Mine" }, { "X-Batch-Id": "form-42" });
    expect((await changesOf(s, own.body.id)).items[0]!.batchId).toBe("form-42");
    expect((await s.req("POST", "/v1/entities", { name: "Bad" }, { "X-Batch-Id": "no spaces" })).status).toBe(400);
  });

  it("a write with an API key names the key, by its name, as the actor", async () => {
    const key = await s.call(apiKeyEndpoints.create, { body: { name: "Scanner" } });
    expect(key.status).toBe(201);
    const made = await s.req(
      "POST",
      "/v1/entities",
      { name: "Scanned" },
      { authorization: `Bearer ${key.body.token}` },
    );
    expect(made.status).toBe(201);
    const [change] = (await changesOf(s, made.body.id)).items;
    expect(change!.actor).toEqual({ id: key.body.id, name: "Scanner", kind: "apiKey" });
  });

  it("a write that fails writes no history", async () => {
    const item = await create(s, { name: "Kept" });
    const bad = await s.call(entityEndpoints.patch, { params: { id: item.id }, body: { parentId: item.id } });
    expect(bad.status).toBe(422);
    expect((await changesOf(s, item.id)).total).toBe(1);
  });
});
