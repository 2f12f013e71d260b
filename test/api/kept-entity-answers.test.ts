import { describe, expect, it } from "vitest";
import { entityEndpoints } from "../../contract";
import { openDatabase } from "../../server/db/database";
import { create, get } from "../support/fixtures";
import { TEST_DB } from "../support/service";
import { useSignedInService } from "../support/signed-in-service";

/**
 * On SQLite `GET /v1/entities/{id}` keeps its answers until anything commits to the database
 * (server/entities/entity-answers.ts); on PostgreSQL it keeps none. Either way a GET shows every write
 * committed before it, whoever made it.
 */
describe(`an entity's answer after writes (${TEST_DB})`, () => {
  const {
    svc,
    s,
    users: [, stranger],
  } = useSignedInService({ names: ["Tester", "Stranger"] });

  it("shows a write made through another connection to the database, as another process would", async () => {
    const created = await create(s, { name: "first" });
    expect((await get(s, created.id)).name).toBe("first");
    expect((await get(s, created.id)).name).toBe("first");
    const other = openDatabase({ databaseUrl: svc.db.databaseUrl, dataDir: svc.dataDir, pgSchema: svc.db.pgSchema });
    try {
      await other.kysely
        .updateTable("entities")
        .set({ name: "renamed elsewhere" })
        .where("id", "=", created.id)
        .execute();
    } finally {
      await other.close();
    }
    expect((await get(s, created.id)).name).toBe("renamed elsewhere");
  });

  it("shows a write of the service's own writer that no route made", async () => {
    const created = await create(s, { name: "first" });
    expect((await get(s, created.id)).quantity).toBe(1);
    await svc.db.kysely.updateTable("entities").set({ quantity: 9 }).where("id", "=", created.id).execute();
    expect((await get(s, created.id)).quantity).toBe(9);
  });

  it("shows a change to a related entity: a child renamed, a tag renamed", async () => {
    const shelf = await create(s, { name: "Shelf", isLocation: true });
    const tag = (await s.req("POST", "/v1/tags", { name: "red" })).body as { id: string };
    const box = await create(s, { name: "Box", parentId: shelf.id, tagIds: [tag.id] });
    expect((await get(s, shelf.id)).allChildren.map((c) => c.name)).toEqual(["Box"]);
    expect((await get(s, box.id)).tags.map((t) => t.name)).toEqual(["red"]);

    const replaced = await s.call(entityEndpoints.replace, {
      params: { id: box.id },
      body: { ...(await get(s, box.id)), name: "Crate" },
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect((await get(s, shelf.id)).allChildren.map((c) => c.name)).toEqual(["Crate"]);
    const renamed = await s.req("PUT", `/v1/tags/${tag.id}`, { name: "blue" });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await get(s, box.id)).tags.map((t) => t.name)).toEqual(["blue"]);
  });

  it("keeps one group's answer from another group", async () => {
    const created = await create(s, { name: "mine" });
    expect((await get(s, created.id)).name).toBe("mine");
    expect((await stranger.call(entityEndpoints.get, { params: { id: created.id } })).status).toBe(404);
    expect((await stranger.call(entityEndpoints.get, { params: { id: created.id.toUpperCase() } })).status).toBe(404);
  });
});
