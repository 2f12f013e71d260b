/**
 * Fuzzing the full update: the GET body with invalid or edge-case changes, random JSON, stale If-Match.
 * Every answer goes through `check` (./harness.ts): never a 5xx; a refusal has the contract's error body and
 * changes nothing; a success answers only a valid request.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EntityOut, EntityUpdate } from "../../../contract";
import { mutate, putMisuse, SEED } from "./bodies";
import { UPDATE_KINDS, type Kind } from "./field-values";
import { check, ids, itSentAtLeast, send, useFuzzedGroup } from "./harness";

const { s } = useFuzzedGroup();

describe("fuzzing PUT /v1/entities/{id}", () => {
  it("PUT /v1/entities/{id}: the GET body with invalid or edge-case changes, random JSON, stale If-Match", async () => {
    const arb = fc.tuple(
      fc.oneof(
        { weight: 5, arbitrary: fc.constant("mutate" as const) },
        { weight: 1, arbitrary: fc.jsonValue().map((v) => ({ raw: v })) },
      ),
      fc.nat(),
      fc.option(fc.constantFrom('"999999"', 'W/"0"', "garbage"), { freq: 8 }),
    );
    await fc.assert(
      fc.asyncProperty(arb, async ([mode, pick, ifMatch]) => {
        const current = await s.req("GET", `/v1/entities/${ids.P}`);
        expect(current.status).toBe(200);
        let body: unknown;
        let mustFail: boolean;
        if (mode === "mutate") {
          const kinds = { ...UPDATE_KINDS, id: "ref" as Kind };
          const samples = fc.sample(
            mutate(current.body, kinds, (k) => (k === "id" ? [ids.Q, ids.L] : putMisuse(k)), false, ["name"]),
            { numRuns: 1, seed: pick },
          );
          ({ body, mustFail } = samples[0]!);
        } else {
          body = mode.raw;
          const named =
            body !== null &&
            typeof body === "object" &&
            !Array.isArray(body) &&
            typeof (body as { name?: unknown }).name === "string";
          mustFail = !named;
        }
        const headers: Record<string, string> = ifMatch ? { "if-match": ifMatch } : {};
        const res = await send("PUT", `/v1/entities/${ids.P}`, JSON.stringify(body), "application/json", headers);
        await check("put " + JSON.stringify(body).slice(0, 300), res, {
          out: EntityOut,
          mustFail: mustFail || ifMatch !== null,
          input: body,
          schema: EntityUpdate,
        });
        if (ifMatch !== null && EntityUpdate.safeParse(body).success) expect([412, 422]).toContain(res.status);
      }),
      { numRuns: 190, seed: SEED + 2 },
    );
  });

  itSentAtLeast(190);
});
