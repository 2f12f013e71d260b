import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BULK_MAX_IDS, historyEndpoints as history, type BulkRequestInput } from "../../contract";
import type { Session } from "../support/client";
import { create, expectError, get, location } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import { joinAs } from "./teams/team";

/** Issue 41: bad input to `POST /v1/entities/bulk` is a clear 4xx that writes nothing, for any entity. */
describe("bulk refusals", () => {
  const { svc, s, users } = useSignedInService({ names: ["Owner", "Outsider"] });
  const outsider = users[1];

  const send = (body: unknown, who: Session = s) => who.req("POST", "/v1/entities/bulk", body);
  const historyCount = async () => (await s.call(history.feed, { query: {} })).body.total;
  /** Runs a refused request and checks that no entity and no history changed. */
  const refusedWithoutWrites = async (
    ids: string[],
    body: BulkRequestInput | Record<string, unknown>,
    status: number,
  ) => {
    const before = await Promise.all(ids.map((id) => get(s, id)));
    const changes = await historyCount();
    const res = await send(body);
    const error = expectError(res, status);
    expect(await Promise.all(ids.map((id) => get(s, id)))).toEqual(before);
    expect(await historyCount()).toBe(changes);
    return { res, error };
  };

  it("refuses empty, oversized and duplicated id lists, and neither or both of ids and filter (422)", async () => {
    expectError(await send({ ids: [], action: "archive" }), 422, ["ids"]);
    const tooMany = Array.from({ length: BULK_MAX_IDS + 1 }, () => randomUUID());
    const res = await send({ ids: tooMany, action: "archive" });
    expect(expectError(res, 422, ["ids"]).fields!.ids).toContain(String(BULK_MAX_IDS));
    const id = randomUUID();
    expectError(await send({ ids: [id, id], action: "archive" }), 422, ["ids"]);
    expectError(await send({ action: "archive" }), 422, ["ids"]);
    expectError(await send({ ids: [id], filter: {}, action: "archive" }), 422, ["ids"]);
    expectError(await send({ ids: [id], action: "paint" }), 422, ["action"]);
    expectError(await send({ ids: [id], action: "update" }), 422, ["patch"]);
    expectError(await send({ ids: [id], action: "update", patch: { name: "All the same" } }), 422, ["patch.name"]);
  });

  it("answers 404 listing the ids of another group, and writes nothing to the others", async () => {
    const mine = await create(s, { name: "Mine" });
    const theirs = await create(outsider, { name: "Theirs" });
    const unknown = randomUUID();
    const { res } = await refusedWithoutWrites(
      [mine.id],
      { ids: [mine.id, theirs.id, unknown], action: "archive" },
      404,
    );
    expect(res.body.failures).toEqual([
      { id: theirs.id, code: "not_found", message: expect.any(String) },
      { id: unknown, code: "not_found", message: expect.any(String) },
    ]);
    expect((await get(outsider, theirs.id)).archived).toBe(false);
  });

  it("refuses a move into an entity itself or its own descendant, listing each (422)", async () => {
    const room = await location(s, "Room");
    const box = await create(s, { name: "Box", parentId: room.id });
    const inner = await create(s, { name: "Inner", parentId: box.id });
    const loose = await create(s, { name: "Loose" });
    const ids = [box.id, loose.id, inner.id];
    const { res } = await refusedWithoutWrites(ids, { ids, action: "update", patch: { parentId: inner.id } }, 422);
    expect(res.body.failures.map((f: { id: string; field: string }) => [f.id, f.field]).sort()).toEqual(
      [
        [box.id, "patch.parentId"],
        [inner.id, "patch.parentId"],
      ].sort(),
    );
  });

  it("refuses a tag, a type or a target of another group, and a custom field value of the wrong type (422)", async () => {
    const item = await create(s, { name: "Plain" });
    const foreignTag = (await outsider.req("POST", "/v1/tags", { name: "Foreign" })).body;
    const foreignPlace = await location(outsider, "Elsewhere");
    const ids = [item.id];
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ addTagIds: [foreignTag.id] }, "patch.addTagIds[0]"],
      [{ removeTagIds: [foreignTag.id] }, "patch.removeTagIds[0]"],
      [{ entityTypeId: randomUUID() }, "patch.entityTypeId"],
      [{ parentId: foreignPlace.id }, "patch.parentId"],
      [{ fields: [{ name: "Volts", type: "number", value: "twelve" }] }, "patch.fields[0].value"],
      [{ fields: [{ name: "Done", type: "boolean", value: 1 }] }, "patch.fields[0].value"],
    ];
    for (const [patch, field] of cases) {
      const { error } = await refusedWithoutWrites(ids, { ids, action: "update", patch }, 422);
      expect(Object.keys(error.fields!), JSON.stringify(patch)).toContain(field);
    }
  });

  it("refuses the whole batch when one If-Match is stale (409), naming that entity", async () => {
    const [a, b] = [await create(s, { name: "A" }), await create(s, { name: "B" })];
    const etagA = (await s.req("GET", `/v1/entities/${a.id}`)).headers.get("etag")!;
    const etagB = (await s.req("GET", `/v1/entities/${b.id}`)).headers.get("etag")!;
    expect((await s.req("PATCH", `/v1/entities/${b.id}`, { quantity: 2 })).status).toBe(200);
    const body = { ids: [a.id, b.id], action: "archive", ifMatch: { [a.id]: etagA, [b.id]: etagB } };
    const { res } = await refusedWithoutWrites([a.id, b.id], body, 409);
    expect(res.body.failures).toEqual([{ id: b.id, code: "stale", message: expect.any(String) }]);
  });

  it("refuses a viewer (403)", async () => {
    const viewer = await joinAs(svc, s, "viewer");
    const item = await create(s, { name: "Looked at" });
    expectError(await send({ ids: [item.id], action: "archive" }, viewer), 403);
    expect((await get(s, item.id)).archived).toBe(false);
  });
});
