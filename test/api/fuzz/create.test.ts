/**
 * Fuzzing create: random JSON values, and valid bodies with invalid or edge-case changes.
 * Every answer goes through `check` (./harness.ts): never a 5xx; a refusal has the contract's error body and
 * changes nothing; a success answers only a valid request.
 */
import fc from "fast-check";
import { describe, it } from "vitest";
import { EntityCreate, EntityOut } from "../../../contract";
import { CREATE_BASE, createMisuse, mutate, SEED } from "./bodies";
import { UPDATE_KINDS } from "./field-values";
import { check, itSentAtLeast, send, useFuzzedGroup } from "./harness";

useFuzzedGroup();

describe("fuzzing POST /v1/entities", () => {
  it("POST /v1/entities: random JSON values", async () => {
    const value = fc.oneof(
      fc.jsonValue(),
      fc.anything({ maxDepth: 3 }).map((v) => {
        try {
          return JSON.parse(JSON.stringify(v) ?? "null") as unknown;
        } catch {
          return null;
        }
      }),
      fc.dictionary(fc.constantFrom(...Object.keys(UPDATE_KINDS)), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
    );
    await fc.assert(
      fc.asyncProperty(value, async (v) => {
        const res = await send("POST", "/v1/entities", JSON.stringify(v), "application/json");
        // Without an object holding a non-blank string name, create is invalid whatever else it holds.
        const named =
          v !== null &&
          typeof v === "object" &&
          !Array.isArray(v) &&
          typeof (v as { name?: unknown }).name === "string" &&
          (v as { name: string }).name.trim() !== "";
        await check("create " + JSON.stringify(v)?.slice(0, 200), res, {
          out: EntityOut,
          mustFail: !named,
          input: v,
          schema: EntityCreate,
        });
      }),
      { numRuns: 130, seed: SEED },
    );
  });

  it("POST /v1/entities: valid bodies with invalid or edge-case changes", async () => {
    const arb = mutate(CREATE_BASE(), UPDATE_KINDS, createMisuse, false, ["name"]);
    await fc.assert(
      fc.asyncProperty(arb, async ({ body, mustFail }) => {
        const res = await send("POST", "/v1/entities", JSON.stringify(body), "application/json");
        await check("create " + JSON.stringify(body).slice(0, 300), res, {
          out: EntityOut,
          mustFail,
          input: body,
          schema: EntityCreate,
        });
      }),
      { numRuns: 230, seed: SEED + 1 },
    );
  });

  itSentAtLeast(360);
});
