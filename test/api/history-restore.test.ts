import { describe, expect, it } from "vitest";
import { entityEndpoints, historyEndpoints as history } from "../../contract";
import type { Session } from "../support/client";
import { create, expectError, get, location } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import { pruneHistory } from "../../server/history/retention";
import { joinAs } from "./teams/team";

const DAY_MS = 86_400_000;

/** Issue 40: restore of one change, batch undo, their refusals (which write nothing), roles and tenancy. */
describe("history restore and batch undo", () => {
  const { svc, users } = useSignedInService({ names: ["Owner", "Outsider"] });
  const [s, outsider] = users;

  const historyOf = async (who: Session, id: string) => (await who.call(history.entity, { params: { id } })).body;
  const restore = (who: Session, id: string, changeId: string, headers?: Record<string, string>) =>
    who.call(history.restore, { params: { id, changeId }, headers });

  it("restores the fields as they were just before a change, as a new change with action restore", async () => {
    const item = await create(s, { name: "Drill", quantity: 1 });
    await s.call(entityEndpoints.patch, { params: { id: item.id }, body: { quantity: 4 } });
    await s.call(entityEndpoints.replace, { params: { id: item.id }, body: { name: "Hammer drill", quantity: 4 } });
    const [rename, patch] = (await historyOf(s, item.id)).items;
    const res = await restore(s, item.id, patch!.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: "Drill", quantity: 1 });
    const latest = (await historyOf(s, item.id)).items[0]!;
    expect(latest.action).toBe("restore");
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        { field: "name", from: "Hammer drill", to: "Drill" },
        { field: "quantity", from: 4, to: 1 },
      ]),
    );
    expect(rename!.action).toBe("update");
  });

  it("honours If-Match: a stale ETag answers 412 and writes nothing", async () => {
    const item = await create(s, { name: "Vase" });
    await s.call(entityEndpoints.patch, { params: { id: item.id }, body: { quantity: 2 } });
    const change = (await historyOf(s, item.id)).items[0]!;
    expectError(await restore(s, item.id, change.id, { "If-Match": '"1"' }), 412);
    expect((await historyOf(s, item.id)).total).toBe(2);
    expect((await get(s, item.id)).quantity).toBe(2);
  });

  it("brings a deleted entity back under its id", async () => {
    const item = await create(s, { name: "Lost", notes: "n" });
    await s.call(entityEndpoints.remove, { params: { id: item.id } });
    const deletion = (await historyOf(s, item.id)).items[0]!;
    const res = await restore(s, item.id, deletion.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await get(s, item.id)).toMatchObject({ id: item.id, name: "Lost", notes: "n" });
  });

  it("refuses with 422 naming the field when the old parent would make a cycle, and writes nothing", async () => {
    const a = await location(s, "A");
    const b = await location(s, "B", a.id);
    // a under b would put a inside its own child: the restore of a's move away from b is refused.
    await s.call(entityEndpoints.patch, { params: { id: b.id }, body: { parentId: null } });
    await s.call(entityEndpoints.patch, { params: { id: a.id }, body: { parentId: b.id } });
    const bMove = (await historyOf(s, b.id)).items[0]!;
    const before = (await historyOf(s, b.id)).total;
    expectError(await restore(s, b.id, bMove.id), 422, ["parentId"]);
    expect((await historyOf(s, b.id)).total).toBe(before);
  });

  it("refuses a tag deleted since with 422", async () => {
    const tag = (await s.req("POST", "/v1/tags", { name: "Gone" })).body;
    const item = await create(s, { name: "Tagged", tagIds: [tag.id] });
    await s.call(entityEndpoints.patch, { params: { id: item.id }, body: { tagIds: [] } });
    await s.req("DELETE", `/v1/tags/${tag.id}`);
    const untag = (await historyOf(s, item.id)).items[0]!;
    expectError(await restore(s, item.id, untag.id), 422, ["tagIds[0]"]);
  });

  it("undoes a batch atomically, and refuses (409, listing entities) what someone else changed since", async () => {
    const editor = await joinAs(svc, s, "editor");
    const one = await create(s, { name: "One" });
    const two = await create(s, { name: "Two" });
    const batch = { "X-Batch-Id": "bulk-1" };
    for (const e of [one, two]) {
      await s.call(entityEndpoints.patch, { params: { id: e.id }, body: { quantity: 9 }, headers: batch });
    }
    await editor.call(entityEndpoints.patch, { params: { id: two.id }, body: { quantity: 3 } });
    const refused = await s.call(history.undo, { params: { batchId: "bulk-1" } });
    expectError(refused, 409);
    expect((refused.body as unknown as { entities: string[] }).entities).toEqual([two.id]);
    expect((await get(s, one.id)).quantity).toBe(9);
    const forced = await s.call(history.undo, { params: { batchId: "bulk-1" }, query: { force: "true" } });
    expect(forced.status, JSON.stringify(forced.body)).toBe(200);
    expect(forced.body.entities).toBe(2);
    expect((await get(s, one.id)).quantity).toBe(1);
    expect((await get(s, two.id)).quantity).toBe(1);
    const undone = await s.call(history.feed, { query: { batch: forced.body.batchId } });
    expect(undone.body.items.map((c) => c.action)).toEqual(["restore", "restore"]);
  });

  it("undo of a batch that created entities deletes them", async () => {
    const made = await s.req("POST", "/v1/entities", { name: "Temp" }, { "X-Batch-Id": "make-1" });
    expect((await s.call(history.undo, { params: { batchId: "make-1" } })).status).toBe(200);
    expect((await s.call(entityEndpoints.get, { params: { id: made.body.id } })).status).toBe(404);
  });

  it("undo of a wipe brings back locations before the items inside them", async () => {
    // Several items, so that the wipe's history, in no particular order, lists some before their location.
    const shelf = await location(s, "Shelf");
    const boxes = [];
    for (let i = 0; i < 6; i++) boxes.push(await create(s, { name: `Box ${i}`, parentId: shelf.id }));
    const wipe = { confirm: "wipe inventory" as const, wipeLocations: true };
    const wiped = await s.req("POST", "/v1/actions/wipe-inventory", wipe, { "X-Batch-Id": "wipe-1" });
    expect(wiped.status, JSON.stringify(wiped.body)).toBe(200);
    const undone = await s.call(history.undo, { params: { batchId: "wipe-1" } });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    for (const box of boxes) expect(await get(s, box.id)).toMatchObject({ name: box.name, parentId: shelf.id });
  });

  it("viewers read history but may not restore or undo; another group's ids are 404", async () => {
    const viewer = await joinAs(svc, s, "viewer");
    const item = await create(s, { name: "Seen" });
    const change = (await historyOf(s, item.id)).items[0]!;
    expect((await viewer.call(history.entity, { params: { id: item.id } })).status).toBe(200);
    expect((await viewer.call(history.feed, { query: {} })).status).toBe(200);
    expectError(await restore(viewer, item.id, change.id), 403);
    expectError(await viewer.call(history.undo, { params: { batchId: "bulk-1" } }), 403);
    expectError(await outsider.call(history.entity, { params: { id: item.id } }), 404);
    expectError(await restore(outsider, item.id, change.id), 404);
    expectError(await outsider.call(history.undo, { params: { batchId: "bulk-1" } }), 404);
    expect((await outsider.call(history.feed, { query: { entity: item.id } })).body.total).toBe(0);
  });

  it("keeps history by default; owners set a retention in days, after which the prune deletes older changes", async () => {
    const old = await create(s, { name: "Old" });
    expect(await pruneHistory(svc.db.kysely, Date.now() + 400 * DAY_MS)).toBe(0);
    expect((await s.call(history.settings)).body).toEqual({ keepDays: null });
    expect((await s.call(history.updateSettings, { body: { keepDays: 30 } })).body).toEqual({ keepDays: 30 });
    expectError(await s.call(history.updateSettings, { body: { keepDays: 0 } }), 422, ["keepDays"]);
    expect((await s.call(history.settings)).body).toEqual({ keepDays: 30 });
    expect(await pruneHistory(svc.db.kysely, Date.now() + 29 * DAY_MS)).toBe(0);
    expect(await pruneHistory(svc.db.kysely, Date.now() + 31 * DAY_MS)).toBeGreaterThan(0);
    expect((await historyOf(s, old.id)).total).toBe(0);
  });
});
