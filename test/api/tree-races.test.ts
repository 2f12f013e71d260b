import { entityEndpoints, entityTypeEndpoints } from "../../contract";
/**
 * Issue 9, findings 2 and 5: writes that race must not store a cycle, nor answer 5xx. Each scenario
 * runs many requests at once against the real database; the checks read the stored truth afterwards.
 */
import type { EntityOut } from "../../contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type Res } from "../support/client";
import { create, expectError, location } from "../support/fixtures";
import { startService, type TestService } from "../support/service";
import { expectNoCycle, groupOf } from "../support/tree-checks";

let svc: TestService;
beforeAll(async () => {
  svc = await startService();
});
afterAll(() => svc.close());

const ROUNDS = 20;

function expectNo5xx(answers: readonly Res[]) {
  for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
}

describe("racing changes of tree shape (finding 2)", () => {
  it("A→B, B→C, C→A at once never stores a cycle", async () => {
    const s = await signUp(svc);
    const groupId = await groupOf(svc, s);
    const [a, b, c] = [await create(s, { name: "A" }), await create(s, { name: "B" }), await create(s, { name: "C" })];
    for (let round = 0; round < ROUNDS; round++) {
      for (const e of [a, b, c])
        await s.call(entityEndpoints.replace, { params: { id: e.id }, body: { name: e.name, parentId: null } });
      const answers = await Promise.all([
        s.call(entityEndpoints.replace, { params: { id: a.id }, body: { name: "A", parentId: b.id } }),
        s.call(entityEndpoints.replace, { params: { id: b.id }, body: { name: "B", parentId: c.id } }),
        s.call(entityEndpoints.replace, { params: { id: c.id }, body: { name: "C", parentId: a.id } }),
      ]);
      expectNo5xx(answers);
      expect(answers.map((r) => r.status).sort(), JSON.stringify(answers.map((r) => r.body))).toEqual([200, 200, 422]);
      await expectNoCycle(svc, groupId);
    }
  }, 60_000);

  it("racing tag parents never store a cycle", async () => {
    const s = await signUp(svc);
    const groupId = await groupOf(svc, s);
    const tag = async (name: string) => (await s.req("POST", "/v1/tags", { name })).body.id as string;
    const [a, b, c] = [await tag("a"), await tag("b"), await tag("c")];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [id, name] of [
        [a, "a"],
        [b, "b"],
        [c, "c"],
      ]) {
        await s.req("PUT", `/v1/tags/${id}`, { name, parentId: null });
      }
      const answers = await Promise.all([
        s.req("PUT", `/v1/tags/${a}`, { name: "a", parentId: b }),
        s.req("PUT", `/v1/tags/${b}`, { name: "b", parentId: c }),
        s.req("PUT", `/v1/tags/${c}`, { name: "c", parentId: a }),
      ]);
      expectNo5xx(answers);
      expect(answers.map((r) => r.status).sort(), JSON.stringify(answers.map((r) => r.body))).toEqual([200, 200, 422]);
      await expectNoCycle(svc, groupId);
    }
  }, 60_000);

  it("a 4-deep tag subtree under a 4-deep chain is refused: the subtree's own depth counts", async () => {
    const s = await signUp(svc);
    const chain = async (prefix: string) => {
      let parentId: string | null = null;
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await s.req("POST", "/v1/tags", { name: `${prefix}${i}`, parentId });
        expect(res.status).toBe(201);
        ids.push((parentId = res.body.id as string));
      }
      return ids;
    };
    const upper = await chain("u");
    const lower = await chain("l");
    expectError(await s.req("PUT", `/v1/tags/${lower[0]}`, { name: "l0", parentId: upper[3] }), 422, ["parentId"]);
    // A 1-deep tag under the 4-deep chain makes 5 levels: allowed.
    expect((await s.req("PUT", `/v1/tags/${lower[3]}`, { name: "l3", parentId: upper[3] })).status).toBe(200);
  });
});

describe("references that vanish while they are used (finding 5)", () => {
  it("children created while their parent is deleted: 201 or 422, never 5xx", async () => {
    const s = await signUp(svc);
    const groupId = await groupOf(svc, s);
    for (let round = 0; round < 10; round++) {
      const parent = await create(s, { name: `parent ${round}` });
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, (_, i) =>
          s.call(entityEndpoints.create, { body: { name: `kid ${i}`, parentId: parent.id } }),
        ),
        s.call(entityEndpoints.remove, { params: { id: parent.id } }),
        ...Array.from({ length: 8 }, (_, i) =>
          s.call(entityEndpoints.create, { body: { name: `late ${i}`, parentId: parent.id } }),
        ),
      ]);
      expectNo5xx(answers);
      for (const res of answers) expect([201, 204, 422]).toContain(res.status);
      const orphans = await svc.db.kysely
        .selectFrom("entities")
        .select("id")
        .where("parent_id", "=", parent.id)
        .execute();
      expect(orphans).toEqual([]);
    }
    await expectNoCycle(svc, groupId);
  }, 60_000);

  it("an entity type deleted while entities are created with it: 201/422 and 204/409, never 5xx", async () => {
    const s = await signUp(svc);
    for (let round = 0; round < 10; round++) {
      const type = await s.call(entityTypeEndpoints.create, { body: { name: `type ${round}`, isLocation: false } });
      const answers = await Promise.all([
        ...Array.from({ length: 6 }, () =>
          s.call(entityEndpoints.create, { body: { name: "x", entityTypeId: type.body.id } }),
        ),
        s.call(entityTypeEndpoints.remove, { params: { id: type.body.id } }),
        ...Array.from({ length: 6 }, () =>
          s.call(entityEndpoints.create, { body: { name: "y", entityTypeId: type.body.id } }),
        ),
      ]);
      expectNo5xx(answers);
      const created = answers.filter((r) => r.status === 201).length;
      const deleted = answers.some((r) => r.status === 204);
      const stored = await svc.db.kysely
        .selectFrom("entities")
        .select("id")
        .where("entity_type_id", "=", type.body.id)
        .execute();
      expect(stored).toHaveLength(created);
      // Either the type went (and no entity was created with it) or it stayed because entities use it.
      if (deleted) expect(created).toBe(0);
    }
  }, 60_000);

  it("concurrent moves inside one chain (subtree rows locked in different orders): no 5xx, no cycle", async () => {
    const s = await signUp(svc);
    const groupId = await groupOf(svc, s);
    const rooms = [await location(s, "Room 1"), await location(s, "Room 2")];
    for (let round = 0; round < 10; round++) {
      // A chain of items in one room: moving any link re-resolves (and locks) every link below it.
      const chain: EntityOut[] = [];
      for (let i = 0; i < 6; i++) {
        chain.push(await create(s, { name: `link ${i}`, parentId: chain.at(-1)?.id ?? rooms[0]?.id }));
      }
      const [first, second] = rooms;
      const answers = await Promise.all(
        chain.flatMap((link, i) => [
          s.call(entityEndpoints.patch, { params: { id: link.id }, body: { parentId: (i % 2 ? first : second)?.id } }),
          s.call(entityEndpoints.patch, { params: { id: link.id }, body: { quantity: i + 2 } }),
          s.call(entityEndpoints.replace, {
            params: { id: link.id },
            body: { name: link.name, parentId: chain[(i + 3) % 6]?.id },
          }),
        ]),
      );
      expectNo5xx(answers);
    }
    await expectNoCycle(svc, groupId);
  }, 60_000);
});

describe("PATCHes that do not move the entity (no tree lock)", () => {
  it("quantity PATCHes racing moves of the entity's parent all land, and its location follows the moves", async () => {
    const s = await signUp(svc);
    const [shelf, attic] = [await location(s, "Shelf"), await location(s, "Attic")];
    const box = await create(s, { name: "Box", parentId: shelf.id });
    const drill = await create(s, { name: "Drill", parentId: box.id, quantity: 0 });
    const version = async () =>
      Number((await s.call(entityEndpoints.get, { params: { id: drill.id } })).headers.get("etag")?.slice(1, -1));
    const first = await version();
    for (let round = 0; round < ROUNDS; round++) {
      const to = round % 2 === 0 ? attic : shelf;
      const answers = await Promise.all([
        s.call(entityEndpoints.patch, { params: { id: drill.id }, body: { quantity: 3 * round + 1 } }),
        s.call(entityEndpoints.patch, { params: { id: box.id }, body: { parentId: to.id } }),
        s.call(entityEndpoints.patch, { params: { id: drill.id }, body: { quantity: 3 * round + 2 } }),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
      const stored = (await s.call(entityEndpoints.get, { params: { id: drill.id } })).body as EntityOut;
      expect(stored.location?.id).toBe(to.id);
      expect([3 * round + 1, 3 * round + 2]).toContain(stored.quantity);
      // Each PATCH of the drill counted once: neither was lost nor ran twice.
      expect(await version()).toBe(first + 2 * (round + 1));
    }
  }, 60_000);
});
