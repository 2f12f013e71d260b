/**
 * Fuzzing the entity list: random query strings; a list never shows another group's records and never
 * changes anything.
 * Every answer goes through `check` (./harness.ts): never a 5xx; a refusal has the contract's error body and
 * changes nothing; a success answers only a valid request.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EntityListResult } from "../../../contract";
import { SEED } from "./bodies";
import { check, dump, dumpBefore, ids, itSentAtLeast, send, useFuzzedGroup } from "./harness";

useFuzzedGroup();

describe("fuzzing GET /v1/entities", () => {
  it("GET /v1/entities: random list query strings", async () => {
    const keys = [
      "q",
      "isLocation",
      "entityTypeIds",
      "tags",
      "parentIds",
      "locationIds",
      "includeArchived",
      "match",
      "withPaths",
      "orderBy",
      "order",
      "page",
      "pageSize",
      "x",
    ];
    const val = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        "true",
        "0",
        "-1",
        "1001",
        "1e400",
        "name",
        "desc",
        "words",
        "#000-001",
        ids.L,
        ids.foreignEntity,
        "%zz",
        "%00",
        "a%00b",
      ),
      fc.integer().map(String),
    );
    const qs = fc.array(fc.tuple(fc.constantFrom(...keys), val), { maxLength: 5 });
    await fc.assert(
      fc.asyncProperty(qs, async (pairs) => {
        // Values starting with % go as they are (malformed or NUL escapes); the rest are encoded.
        const text = pairs.map(([k, v]) => `${k}=${/^(%|a%00)/.test(v) ? v : encodeURIComponent(v)}`).join("&");
        const res = await send("GET", `/v1/entities?${text}`);
        const tooBig = pairs.some(([k, v]) => k === "pageSize" && /^\d+$/.test(v) && Number(v) > 1000);
        await check(`list ?${text}`, res, { out: EntityListResult, mustFail: tooBig });
        if (res.status === 200) {
          const parsed = (res.body as { items: Array<{ id: string }> }).items.map((i) => i.id);
          expect(parsed).not.toContain(ids.foreignEntity);
        }
        // A list is a read: whatever the query, its answer never changed anything (2xx included).
        expect(await dump()).toBe(dumpBefore());
      }),
      { numRuns: 50, seed: SEED + 6 },
    );
  });

  itSentAtLeast(50);
});
