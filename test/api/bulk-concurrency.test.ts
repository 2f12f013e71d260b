import { describe, expect, it } from "vitest";
import { bulkEndpoints, historyEndpoints as history, type BulkRequestInput } from "../../contract";
import { isConnected, readEvents } from "../support/event-stream";
import { create, get } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import { joinAs } from "./teams/team";

/** Issue 41: overlapping bulk edits at once never half-apply or make a cycle; a batch is one live event. */
describe("bulk edits at once, and their live event", () => {
  const { svc, s } = useSignedInService({ names: ["Owner"] });
  const bulk = (body: BulkRequestInput) => s.call(bulkEndpoints.run, { body });

  it("two moves that would together make a cycle: one succeeds, the other is refused whole", async () => {
    const boxes = await Promise.all(["A", "B", "C"].map((name) => create(s, { name })));
    const [a, b, c] = boxes as [(typeof boxes)[0], (typeof boxes)[0], (typeof boxes)[0]];
    const [first, second] = await Promise.all([
      bulk({ ids: [a.id, c.id], action: "update", patch: { parentId: b.id } }),
      bulk({ ids: [b.id, c.id], action: "update", patch: { parentId: a.id } }),
    ]);
    expect([first.status, second.status].sort(), JSON.stringify([first.body, second.body])).toEqual([200, 422]);
    const [ra, rb, rc] = [await get(s, a.id), await get(s, b.id), await get(s, c.id)];
    if (first.status === 200) expect([ra.parentId, rb.parentId, rc.parentId]).toEqual([b.id, null, b.id]);
    else expect([ra.parentId, rb.parentId, rc.parentId]).toEqual([null, a.id, a.id]);
  });

  it("two overlapping tag edits both apply, each a whole batch of its own", async () => {
    const red = (await s.req("POST", "/v1/tags", { name: "Red" })).body;
    const blue = (await s.req("POST", "/v1/tags", { name: "Blue" })).body;
    const items = await Promise.all([1, 2, 3, 4].map((n) => create(s, { name: `Mug ${n}` })));
    const ids = items.map((i) => i.id);
    const answers = await Promise.all([
      bulk({ ids: ids.slice(0, 3), action: "update", patch: { addTagIds: [red.id], quantity: 2 } }),
      bulk({ ids: ids.slice(1), action: "update", patch: { addTagIds: [blue.id], quantity: 3 } }),
    ]);
    for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBe(200);
    const tagsNow = await Promise.all(ids.map(async (id) => (await get(s, id)).tagIds.sort()));
    expect(tagsNow).toEqual([[red.id], [red.id, blue.id].sort(), [red.id, blue.id].sort(), [blue.id]]);
    for (const res of answers) {
      const batch = await s.call(history.feed, { query: { batch: res.body.batchId } });
      expect(batch.body.total).toBe(3);
    }
  });

  it("a batch is one live event of type entity, which every open list applies (no ids: refresh all)", async () => {
    const colleague = await joinAs(svc, s, "editor", "Colleague");
    const items = await Promise.all([1, 2, 3].map((n) => create(s, { name: `Bowl ${n}` })));
    const res = await svc.app.request(`/api/v1/events?access_token=${colleague.attachmentToken}`);
    const stream = readEvents(res);
    await stream.next(isConnected);
    expect((await bulk({ ids: items.map((i) => i.id), action: "archive" })).status).toBe(200);
    expect(JSON.parse((await stream.next()).data!)).toMatchObject({ type: "entity", ids: [] });
    // The next event is the tag's: the batch published no second entity event.
    await s.req("POST", "/v1/tags", { name: "After" });
    expect(JSON.parse((await stream.next()).data!)).toMatchObject({ type: "tag" });
    await stream.close();
  });
});
