/**
 * Issue 9, "Tests": a concurrent storm. Several clients of one group send random moves, type switches,
 * deletes and creates at once (a fixed seed, a bounded number of operations). Afterwards no cycle exists,
 * every entity's stored resolved location and the running sums of the statistics equal a recomputation
 * from scratch, and no answer was a 5xx.
 * Then liveness: while a deep chain is built and attacked, the status and another group's list answer.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ENTITY_DEPTH } from "../../server/domain/tree-depth";
import { signUp, type Res, type Session } from "../support/client";
import { create, defaultTypes, location } from "../support/fixtures";
import { startService, TEST_DB, type TestService } from "../support/service";
import { expectEntitySumsRecounted } from "../support/sums-checks";
import { expectNoCycle, groupOf } from "../support/tree-checks";

let svc: TestService;
beforeAll(async () => {
  svc = await startService();
});
afterAll(() => svc.close());

const CLIENTS = 6;
const OPS_PER_CLIENT = 20;

type Op =
  | { kind: "move"; who: number; to: number | null }
  | { kind: "own-location"; who: number; to: number }
  | { kind: "switch-type"; who: number; type: number }
  | { kind: "flip-type"; type: number; isLocation: boolean }
  | { kind: "delete"; who: number }
  | { kind: "create"; parent: number | null; type: number };

const pick = fc.nat({ max: 63 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("move"), who: pick, to: fc.option(pick, { freq: 5 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("own-location"), who: pick, to: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("switch-type"), who: pick, type: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("flip-type"), type: pick, isLocation: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("delete"), who: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("create"), parent: fc.option(pick), type: pick }) },
) as fc.Arbitrary<Op>;

interface World {
  s: Session;
  /** Every entity id ever created (deleted ones stay: requests for them must answer 404). */
  ids: string[];
  /** Two fixed types (item, location) and two whose flag the storm flips. */
  types: string[];
}

const at = <T>(list: readonly T[], n: number) => list[n % list.length] as T;

function send(w: World, o: Op): Promise<Res> {
  switch (o.kind) {
    case "move":
      return w.s.req("PATCH", `/v1/entities/${at(w.ids, o.who)}`, { parentId: o.to === null ? null : at(w.ids, o.to) });
    case "own-location":
      return w.s.req("PATCH", `/v1/entities/${at(w.ids, o.who)}`, { locationId: at(w.ids, o.to) });
    case "switch-type":
      return w.s.req("PATCH", `/v1/entities/${at(w.ids, o.who)}`, { entityTypeId: at(w.types, o.type) });
    case "flip-type": {
      const id = at(w.types.slice(2), o.type);
      return w.s.req("PUT", `/v1/entity-types/${id}`, { name: `flip ${id.slice(0, 4)}`, isLocation: o.isLocation });
    }
    case "delete":
      return w.s.req("DELETE", `/v1/entities/${at(w.ids, o.who)}`);
    case "create":
      return w.s
        .req("POST", "/v1/entities", {
          name: "storm",
          parentId: o.parent === null ? null : at(w.ids, o.parent),
          entityTypeId: at(w.types, o.type),
        })
        .then((res) => {
          if (res.status === 201) w.ids.push(res.body.id);
          return res;
        });
  }
}

async function setUp(): Promise<World> {
  const s = await signUp(svc);
  const fixed = await defaultTypes(s);
  const flipping = [];
  for (const isLocation of [false, true]) {
    const res = await s.req("POST", "/v1/entity-types", { name: `flip ${isLocation}`, isLocation });
    flipping.push(res.body.id as string);
  }
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) ids.push((await location(s, `Room ${i}`, i > 1 ? ids[0] : null)).id);
  for (let i = 0; i < 8; i++) ids.push((await create(s, { name: `Thing ${i}`, parentId: at(ids, i * 3) })).id);
  return { s, ids, types: [fixed.item, fixed.location, ...flipping] };
}

/** Asserts the stored resolved location of every entity of the group against a recomputation. */
async function expectResolvedLocationsRecomputed(groupId: string) {
  const rows = await svc.db.kysely
    .selectFrom("entities as e")
    .innerJoin("entity_types as t", "t.id", "e.entity_type_id")
    .select(["e.id", "e.parent_id", "e.location_id", "e.resolved_location_id", "t.is_location"])
    .where("e.group_id", "=", groupId)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const memo = new Map<string, string | null>();
  const resolve = (id: string): string | null => {
    if (memo.has(id)) return memo.get(id) ?? null;
    const row = byId.get(id);
    const parent = row?.parent_id ? byId.get(row.parent_id) : undefined;
    let result: string | null = null;
    if (row?.location_id) result = row.location_id;
    else if (parent) result = parent.is_location === 1 ? parent.id : resolve(parent.id);
    memo.set(id, result);
    return result;
  };
  const wrong = rows.filter((r) => resolve(r.id) !== r.resolved_location_id).map((r) => r.id);
  expect(wrong).toEqual([]);
}

describe("concurrent storm", () => {
  it("random concurrent writes leave no cycle, correct resolved locations and no 5xx", async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: OPS_PER_CLIENT, maxLength: OPS_PER_CLIENT }), {
          minLength: CLIENTS,
          maxLength: CLIENTS,
        }),
        async (clients) => {
          const w = await setUp();
          const answers = await Promise.all(
            clients.map(async (ops) => {
              const mine: Res[] = [];
              for (const o of ops) mine.push(await send(w, o));
              return mine;
            }),
          );
          for (const res of answers.flat()) {
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
          }
          const groupId = await groupOf(svc, w.s);
          await expectNoCycle(svc, groupId);
          await expectResolvedLocationsRecomputed(groupId);
          await expectEntitySumsRecounted(svc, groupId);
        },
      ),
      { numRuns: 3, seed: 90210, endOnFailure: true },
    );
    // The storm must really write: successes and refusals both happen.
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(statuses.get(201)).toBeGreaterThan(0);
    expect(statuses.get(204)).toBeGreaterThan(0);
    expect(statuses.get(422)).toBeGreaterThan(0);
  }, 120_000);
});

describe("liveness under a deep-chain attack", () => {
  it(
    "status and another group's list answer while a deep chain is built and attacked",
    async () => {
      const attacker = await signUp(svc);
      const other = await signUp(svc);
      await create(other, { name: "mine" });
      // 600 in npm test (the chain, then 500 attacks); LIVENESS_REQUESTS=10000 runs the full size.
      const REQUESTS = Number(process.env.LIVENESS_REQUESTS ?? 600);
      // Build a chain to the depth limit, then keep attacking it: one level deeper, and the root under the
      // deepest link (the cycle of the original report). Every attack must be refused, cheaply.
      let sent = 0;
      const chain: string[] = [];
      // The probe waits for the attack's progress, not for a timer: on SQLite the in-process requests
      // resolve without ever yielding to timers, so a timer-paced probe would only run at the end.
      let progressed: () => void = () => undefined;
      const attackProgress = () => new Promise<void>((resolve) => (progressed = resolve));
      const attack = async () => {
        while (sent < REQUESTS) {
          sent++;
          const deepest = chain.at(-1) ?? null;
          const res: Res =
            chain.length < MAX_ENTITY_DEPTH
              ? await attacker.req("POST", "/v1/entities", { name: `link ${sent}`, parentId: deepest })
              : sent % 2
                ? await attacker.req("POST", "/v1/entities", { name: "too deep", parentId: deepest })
                : await attacker.req("PATCH", `/v1/entities/${chain[0]}`, { parentId: deepest });
          expect(res.status).toBeLessThan(500);
          if (res.status === 201 && chain.length < MAX_ENTITY_DEPTH) chain.push(res.body.id);
          if (sent % 10 === 0 || sent === REQUESTS) progressed();
        }
      };
      const probes: Array<{ what: string; ms: number }> = [];
      const probe = async () => {
        while (sent < REQUESTS) {
          for (const [what, req] of [
            ["status", () => other.req("GET", "/v1/status")],
            ["list", () => other.req("GET", "/v1/entities")],
          ] as const) {
            const started = performance.now();
            const res = await req();
            probes.push({ what, ms: performance.now() - started });
            expect(res.status).toBe(200);
          }
          // One probe pair per ten attack requests (a client polling), so that probes do not crowd out the attack.
          if (sent < REQUESTS) await attackProgress();
        }
      };
      await Promise.all([attack(), probe()]);
      // The probes ran during the attack, not only before or after it: at least a pair per 100 requests.
      expect(probes.length).toBeGreaterThanOrEqual(2 * Math.floor(REQUESTS / 100));
      const max = (what: string) => Math.max(...probes.filter((p) => p.what === what).map((p) => p.ms));
      // Informational only (timings are measured, not asserted).
      console.log(
        `[liveness ${TEST_DB}] ${probes.length} probes; max status ${max("status").toFixed(1)} ms, max list ${max("list").toFixed(1)} ms`,
      );
      const groupId = await groupOf(svc, attacker);
      const path = await attacker.req("GET", `/v1/entities/${chain.at(-1)}/path`);
      expect(path.body).toHaveLength(MAX_ENTITY_DEPTH);
      await expectNoCycle(svc, groupId);
    },
    Math.max(120_000, Number(process.env.LIVENESS_REQUESTS ?? 0) * 60),
  );
});
