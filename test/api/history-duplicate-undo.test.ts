import { describe, expect, it } from "vitest";
import { entityEndpoints, historyEndpoints as history } from "../../contract";
import { create, get } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import { download, uploadForm, uploadOk } from "./attachment-fixtures";

/** Issue 40: a duplicate made in a batch of its own is undone by that batch: the copy goes, the original stays. */
describe("undo of a duplicate", () => {
  const { svc, s } = useSignedInService();

  it("deletes the copy, keeps the original and the files it shares with the copy", async () => {
    const item = await create(s, { name: "Drill", notes: "18 V" });
    const { attachment } = await uploadOk(s, item.id, uploadForm("manual", "manual.txt"));
    const copy = await s.call(entityEndpoints.duplicate, {
      params: { id: item.id },
      body: { copyAttachments: true },
      headers: { "X-Batch-Id": "dup-1" },
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    const batch = (await s.call(history.feed, { query: { batch: "dup-1" } })).body.items;
    expect(batch.map((c) => [c.entityId, c.action])).toEqual([[copy.body.id, "create"]]);

    const undo = await s.call(history.undo, { params: { batchId: "dup-1" } });
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(undo.body.entities).toBe(1);
    expect((await s.call(entityEndpoints.get, { params: { id: copy.body.id } })).status).toBe(404);
    expect(await get(s, item.id)).toMatchObject({ name: "Drill", notes: "18 V" });
    const file = await download(svc, s, item.id, attachment.id);
    expect(file.res.status).toBe(200);
    expect(file.bytes.toString()).toBe("manual");
    // The undo is a batch of its own: undoing it brings the copy back.
    const redo = await s.call(history.undo, { params: { batchId: undo.body.batchId } });
    expect(redo.status, JSON.stringify(redo.body)).toBe(200);
    expect(await get(s, copy.body.id)).toMatchObject({ name: "Copy of Drill" });
  });
});
