import { describe, expect, it } from "vitest";
import { entityEndpoints, historyEndpoints as history } from "../../contract";
import { create, expectError, get } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";

/** Issue 40: restore of single fields of a change; names it does not know are refused and nothing is written. */
describe("history restore of single fields", () => {
  const { s } = useSignedInService();

  const changesOf = async (id: string) => (await s.call(history.entity, { params: { id } })).body;
  const edited = async () => {
    const item = await create(s, { name: "Kettle", quantity: 1, notes: "old" });
    const body = { name: "Tea kettle", quantity: 3, notes: "new" };
    expect((await s.call(entityEndpoints.replace, { params: { id: item.id }, body })).status).toBe(200);
    return { item, change: (await changesOf(item.id)).items[0]! };
  };

  it("puts back only the named fields and records them as one restore change", async () => {
    const { item, change } = await edited();
    const res = await s.call(history.restore, {
      params: { id: item.id, changeId: change.id },
      body: { fields: ["quantity"] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: "Tea kettle", quantity: 1, notes: "new" });
    expect(await get(s, item.id)).toMatchObject({ name: "Tea kettle", quantity: 1, notes: "new" });
    const latest = (await changesOf(item.id)).items[0]!;
    expect(latest).toMatchObject({ action: "restore", changes: [{ field: "quantity", from: 3, to: 1 }] });
  });

  it("puts back several named fields, custom fields and tag sets included", async () => {
    const tag = (await s.req("POST", "/v1/tags", { name: "Blue" })).body;
    const item = await create(s, { name: "Mug", tagIds: [tag.id], fields: [{ name: "Size", textValue: "L" }] });
    const put = { name: "Cup", tagIds: [], fields: [] };
    expect((await s.call(entityEndpoints.replace, { params: { id: item.id }, body: put })).status).toBe(200);
    const change = (await changesOf(item.id)).items[0]!;
    const body = { fields: ["tagIds" as const, "fields" as const] };
    const res = await s.call(history.restore, { params: { id: item.id, changeId: change.id }, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const now = await get(s, item.id);
    expect(now).toMatchObject({ name: "Cup", tagIds: [tag.id] });
    expect(now.fields).toMatchObject([{ name: "Size", textValue: "L" }]);
  });

  it("refuses unknown or unrestorable field names with 422 naming them, and writes nothing", async () => {
    const { item, change } = await edited();
    const before = (await changesOf(item.id)).total;
    const restore = (body: unknown) => s.req("POST", `/v1/entities/${item.id}/history/${change.id}/restore`, body);
    const unknown = await restore({ fields: ["quantity", "colour"] });
    expectError(unknown, 422, ["fields[1]"]);
    expect(unknown.body.fields["fields[1]"]).toMatch(/^is not a field that can be restored/);
    expectError(await restore({ fields: ["attachments"] }), 422, ["fields[0]"]);
    expectError(await restore({ fields: [] }), 422, ["fields"]);
    expectError(await restore({ fields: "quantity" }), 422, ["fields"]);
    expectError(await restore({ field: ["quantity"] }), 422, ["field"]);
    expect((await changesOf(item.id)).total).toBe(before);
    expect(await get(s, item.id)).toMatchObject({ name: "Tea kettle", quantity: 3, notes: "new" });
  });

  it("honours If-Match on a field restore (412, nothing written)", async () => {
    const { item, change } = await edited();
    const res = await s.call(history.restore, {
      params: { id: item.id, changeId: change.id },
      body: { fields: ["name"] },
      headers: { "If-Match": '"1"' },
    });
    expectError(res, 412);
    expect((await get(s, item.id)).name).toBe("Tea kettle");
  });

  it("refuses single fields of a deleted entity with 409: it comes back whole", async () => {
    const item = await create(s, { name: "Gone" });
    await s.call(entityEndpoints.remove, { params: { id: item.id } });
    const deletion = (await changesOf(item.id)).items[0]!;
    const res = await s.call(history.restore, {
      params: { id: item.id, changeId: deletion.id },
      body: { fields: ["name"] },
    });
    expectError(res, 409);
    expect((await s.call(entityEndpoints.get, { params: { id: item.id } })).status).toBe(404);
  });
});
