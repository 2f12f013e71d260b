import { entityEndpoints, entityTypeEndpoints } from "../../contract";
/**
 * Issue 9, finding 1: a documented maximum nesting depth (docs/api.md, "Nesting depth"), ancestor checks
 * complete up to it, and every recursive query bounded, so that even a cyclic table (written behind the
 * service's back) cannot hang a request.
 */
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ENTITY_DEPTH } from "../../server/domain/tree-depth";
import { signUp, type Session } from "../support/client";
import { create, defaultTypes, expectError, location } from "../support/fixtures";
import { startService, type TestService } from "../support/service";
import { groupOf } from "../support/tree-checks";

let svc: TestService;
beforeAll(async () => {
  svc = await startService();
});
afterAll(() => svc.close());

/** Inserts items straight into the table (as a bug or an operator could), each the parent of the next. */
async function insertChain(s: Session, length: number): Promise<string[]> {
  const groupId = await groupOf(svc, s);
  const { item } = await defaultTypes(s);
  const now = new Date().toISOString();
  const ids = Array.from({ length }, () => randomUUID());
  for (let i = 0; i < length; i += 500) {
    const rows = ids
      .slice(i, i + 500)
      .map(
        (id, j) =>
          sql`(${id}, ${groupId}, ${item}, ${i + j === 0 ? null : (ids[i + j - 1] ?? null)}, ${`n${i + j}`}, ${now}, ${now})`,
      );
    await sql`INSERT INTO entities (id, group_id, entity_type_id, parent_id, name, created_at, updated_at)
      VALUES ${sql.join(rows)}`.execute(svc.db.kysely);
  }
  return ids;
}

describe("nesting depth", () => {
  it(`a chain nests ${MAX_ENTITY_DEPTH} levels deep, one more is refused on parentId`, async () => {
    const s = await signUp(svc);
    let parentId: string | null = null;
    for (let level = 1; level <= MAX_ENTITY_DEPTH; level++) {
      parentId = (await create(s, { name: `level ${level}`, parentId })).id;
    }
    expectError(await s.call(entityEndpoints.create, { body: { name: "too deep", parentId } }), 422, ["parentId"]);
    const path = await s.req("GET", `/v1/entities/${parentId}/path`);
    expect(path.body).toHaveLength(MAX_ENTITY_DEPTH);
  });

  it("moving a subtree counts the subtree's own depth", async () => {
    const s = await signUp(svc);
    const upper = await insertChain(s, 60);
    const lower = await insertChain(s, 41);
    const res = await s.req("PATCH", `/v1/entities/${lower[0]}`, { parentId: upper.at(-1) });
    expectError(res, 422, ["parentId"]);
    // One level less fits exactly.
    const fits = await s.req("PATCH", `/v1/entities/${lower[0]}`, { parentId: upper.at(-2) });
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
  });

  it("the 10,003-deep reproduction: no cycle through the root, and later writes end", async () => {
    const s = await signUp(svc);
    const chain = await insertChain(s, 10_003);
    const [root, deepest] = [chain[0]!, chain.at(-1)!];
    expectError(await s.call(entityEndpoints.patch, { params: { id: root }, body: { parentId: deepest } }), 422, [
      "parentId",
    ]);
    const garage = await location(s, "Garage");
    const moved = await s.req("PATCH", `/v1/entities/${chain[1]}`, { locationId: garage.id });
    expect(moved.status).toBeLessThan(500);
    expect((await s.call(entityEndpoints.path, { params: { id: deepest } })).status).toBe(200);
    expect((await s.req("GET", "/v1/status")).status).toBe(200);
  }, 60_000);
});

describe("a cyclic table (written behind the service's back) still lets every endpoint answer", () => {
  it("entities", async () => {
    const s = await signUp(svc);
    const types = await defaultTypes(s);
    const garage = await location(s, "Garage");
    const [a, b, c] = await insertChain(s, 3);
    await svc.db.kysely.updateTable("entities").set({ parent_id: c }).where("id", "=", a!).execute();
    const child = await create(s, { name: "child", parentId: garage.id });
    const shelf = await location(s, "Shelf", garage.id);
    // A location cycle too: Garage ↔ Shelf.
    await svc.db.kysely.updateTable("entities").set({ parent_id: shelf.id }).where("id", "=", garage.id).execute();

    const answers = [
      await s.req("GET", `/v1/entities/${a}`),
      await s.req("GET", `/v1/entities/${a}/path`),
      await s.call(entityEndpoints.path, { params: { id: garage.id } }),
      await s.call(entityEndpoints.tree, { query: { withItems: "true" } }),
      await s.req("GET", `/v1/entities?locationIds=${garage.id}`),
      await s.call(entityEndpoints.get, { params: { id: garage.id } }),
      // These leave the cycles in place (and walked every subtree of them before the fix: no end).
      await s.req("PATCH", `/v1/entities/${a}`, { locationId: garage.id }),
      await s.call(entityTypeEndpoints.replace, {
        params: { id: types.item },
        body: { name: "Item", isLocation: true },
      }),
      await s.call(entityTypeEndpoints.replace, {
        params: { id: types.item },
        body: { name: "Item", isLocation: false },
      }),
      await s.call(entityEndpoints.patch, { params: { id: child.id }, body: { parentId: shelf.id } }),
      await s.req("DELETE", `/v1/entities/${c}`),
      await s.call(entityEndpoints.remove, { params: { id: garage.id } }),
      // These break them.
      await s.req("PUT", `/v1/entities/${b}`, { name: "b", parentId: null }),
      await s.call(entityEndpoints.patch, { params: { id: shelf.id }, body: { parentId: null } }),
    ];
    for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  }, 30_000);

  it("tags", async () => {
    const s = await signUp(svc);
    const tag = async (name: string) => (await s.req("POST", "/v1/tags", { name })).body.id as string;
    const [a, b, c] = [await tag("a"), await tag("b"), await tag("c")];
    for (const [id, parent] of [
      [a, b],
      [b, c],
      [c, a],
    ] as const) {
      await svc.db.kysely.updateTable("tags").set({ parent_id: parent }).where("id", "=", id).execute();
    }
    await create(s, { name: "tagged", tagIds: [a] });
    expectError(await s.req("POST", "/v1/tags", { name: "d", parentId: a }), 422, ["parentId"]);
    const answers = [
      await s.req("PUT", `/v1/tags/${a}`, { name: "a", parentId: b }),
      await s.req("GET", `/v1/entities?tags=${b}`),
      await s.req("GET", "/v1/tags"),
      await s.req("DELETE", `/v1/tags/${c}`),
    ];
    for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  });
});
