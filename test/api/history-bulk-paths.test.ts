import { describe, expect, it } from "vitest";
import { actionEndpoints as actions, historyEndpoints as history } from "../../contract";
import type { Session } from "../support/client";
import { create } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import { backupZip, restoreZip } from "./backup-fixtures";

/** Issue 40: writes of many entities at once leave one change per entity touched, in one batch. */
describe("history of bulk write paths", () => {
  const { svc, users } = useSignedInService({ names: ["Tags", "Actions", "Wiper", "Restorer"] });
  const [tagger, actor, wiper, restorer] = users;

  const latest = async (s: Session, id: string) => (await s.call(history.entity, { params: { id } })).body.items[0]!;

  it("deleting a tag records the tag set of each entity that carried it", async () => {
    const tag = (await tagger.req("POST", "/v1/tags", { name: "Old" })).body;
    const a = await create(tagger, { name: "A", tagIds: [tag.id] });
    const b = await create(tagger, { name: "B", tagIds: [tag.id] });
    expect((await tagger.req("DELETE", `/v1/tags/${tag.id}`)).status).toBe(204);
    const [ca, cb] = [await latest(tagger, a.id), await latest(tagger, b.id)];
    expect(ca.changes).toEqual([{ field: "tagIds", from: [tag.id], to: [] }]);
    expect(cb.batchId).toBe(ca.batchId);
  });

  it("ensure-asset-ids records the new asset id of each entity numbered", async () => {
    const item = await create(actor, { name: "Plain" });
    await actor.req("PUT", `/v1/entities/${item.id}`, { name: "Plain", assetId: null });
    expect((await actor.call(actions.ensureAssetIds)).status).toBe(200);
    const change = await latest(actor, item.id);
    expect(change.changes).toEqual([{ field: "assetId", from: "", to: expect.stringMatching(/^\d{3}-\d{3}$/) }]);
  });

  it("wiping the inventory records a delete for each entity", async () => {
    const items = [await create(wiper, { name: "X" }), await create(wiper, { name: "Y" })];
    const res = await wiper.call(actions.wipeInventory, { body: { confirm: "wipe inventory" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const item of items) expect((await latest(wiper, item.id)).action).toBe("delete");
  });

  it("a backup restore records a delete of each replaced entity and a create of each restored one", async () => {
    const kept = await create(restorer, { name: "Kept" });
    const zip = await backupZip(svc, restorer);
    const res = await restoreZip(restorer, zip, "true");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const deletion = await latest(restorer, kept.id);
    expect(deletion.action).toBe("delete");
    const batch = await restorer.call(history.feed, { query: { batch: deletion.batchId!, action: "create" } });
    expect(batch.body.total).toBeGreaterThanOrEqual(1);
    expect(batch.body.items.some((c) => c.changes.some((f) => f.field === "name" && f.to === "Kept"))).toBe(true);
  });
});
