/**
 * Fuzzing the partial update: strict bodies with invalid values, unknown keys, random JSON.
 * Every answer goes through `check` (./harness.ts): never a 5xx; a refusal has the contract's error body and
 * changes nothing; a success answers only a valid request.
 */
import fc from "fast-check";
import { describe, it } from "vitest";
import { EntityOut, EntityPatch } from "../../../contract";
import { createMisuse, mutate, PATCH_KINDS, SEED } from "./bodies";
import { check, ids, itSentAtLeast, send, useFuzzedGroup } from "./harness";

useFuzzedGroup();

describe("fuzzing PATCH /v1/entities/{id}", () => {
  it("PATCH /v1/entities/{id}: strict bodies with invalid values, unknown keys, random JSON", async () => {
    const base = fc.record(
      {
        quantity: fc.constantFrom(1, 3, null),
        tagIds: fc.constantFrom([], [ids.T], null),
        parentId: fc.constantFrom(ids.I, ids.L, null),
        entityTypeId: fc.constantFrom(ids.itemType, null),
      },
      { requiredKeys: [] },
    );
    const misuse = (k: string) =>
      k === "parentId"
        ? [ids.Q, ids.QChild, ids.T, ids.foreignEntity]
        : k === "locationId"
          ? [ids.I, ids.Q, ids.foreignEntity]
          : createMisuse(k);
    const arb = fc.oneof(
      { weight: 5, arbitrary: base.chain((b) => mutate(b, PATCH_KINDS, misuse, true, [])) },
      // A locationId beside a location parent (or no parent) is a 422 that says to use parentId.
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(ids.L, null), fc.constantFrom(ids.L, ids.L2))
          .map(([parentId, locationId]) => ({ body: { parentId, locationId }, mustFail: true })),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(ids.Q, ids.L, "x").map((id) => ({ body: { id }, mustFail: id !== ids.Q })),
      },
      {
        weight: 2,
        arbitrary: fc.jsonValue().map((v) => ({
          body: v,
          mustFail: !(
            v !== null &&
            typeof v === "object" &&
            !Array.isArray(v) &&
            Object.keys(v).every((k) => k in PATCH_KINDS || k === "id")
          ),
        })),
      },
    );
    await fc.assert(
      fc.asyncProperty(arb, async ({ body, mustFail }) => {
        const res = await send("PATCH", `/v1/entities/${ids.Q}`, JSON.stringify(body), "application/json");
        await check("patch " + JSON.stringify(body).slice(0, 300), res, {
          out: EntityOut,
          mustFail,
          input: body,
          schema: EntityPatch,
        });
      }),
      { numRuns: 200, seed: SEED + 3 },
    );
  });

  itSentAtLeast(200);
});
