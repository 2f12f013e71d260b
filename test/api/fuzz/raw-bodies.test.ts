/**
 * Fuzzing the bytes of create, PUT and PATCH bodies: malformed JSON, invalid UTF-8, wrong media types,
 * oversized bodies, and text the databases cannot store.
 * Every answer goes through `check` (./harness.ts): never a 5xx; a refusal has the contract's error body and
 * changes nothing; a success answers only a valid request.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EntityListResult, EntityOut } from "../../../contract";
import { SEED } from "./bodies";
import { check, ids, itSentAtLeast, send, useFuzzedGroup } from "./harness";

useFuzzedGroup();

describe("fuzzing create, PUT and PATCH: raw bodies", () => {
  it("create, PUT and PATCH: malformed text, invalid UTF-8, wrong media types, oversized bodies", async () => {
    const valid = JSON.stringify({ name: "Valid" });
    const enc = (t: string) => new TextEncoder().encode(t);
    const raw = fc.oneof(
      fc
        .string({ unit: "binary", maxLength: 60 })
        .filter((t) => {
          try {
            JSON.parse(t);
            return false;
          } catch {
            return true;
          }
        })
        .map((t) => ({ body: enc(t) as string | Uint8Array, type: "application/json" as string | undefined })),
      fc
        .constantFrom(
          '{"name":"x"',
          '{"name":"x",}',
          "{'name':'x'}",
          '{"name":"x"}}',
          "",
          " ",
          "nul",
          "[1,2",
          '{"name":"x","quantity":01}',
          "\u0000",
        )
        .map((t) => ({ body: enc(t), type: "application/json" })),
      // Numbers JSON can spell but not hold: 1e400 parses as Infinity.
      fc
        .constantFrom(
          '{"name":"x","quantity":1e400}',
          '{"name":"x","purchasePrice":-1e400}',
          '{"name":"x","soldPrice":1e999}',
        )
        .map((t) => ({ body: enc(t), type: "application/json" })),
      fc.uint8Array({ minLength: 1, maxLength: 40 }).map((b) => ({
        body: Uint8Array.from([...enc('{"name":"'), 0xff, 0xfe, ...b, ...enc('"}')]),
        type: "application/json",
      })),
      // Overlong NUL (C0 80) and an encoded lone surrogate (ED A0 80): not UTF-8.
      fc.constantFrom([0xc0, 0x80], [0xed, 0xa0, 0x80]).map((bad) => ({
        body: Uint8Array.from([...enc('{"name":"'), ...bad, ...enc('"}')]),
        type: "application/json",
      })),
      fc
        .constantFrom(
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/xml",
          "application/json-patch+json",
          "application/jsonx",
          "json",
          "",
          undefined,
        )
        .map((type) => ({ body: valid as string | Uint8Array, type })),
      fc.constant({ body: `{"name":"big","notes":"${"a".repeat(1024 * 1024)}"}`, type: "application/json" }),
    );
    const target = fc.constantFrom(
      ["POST", "/v1/entities"],
      ["PUT", `/v1/entities/${ids.P}`],
      ["PATCH", `/v1/entities/${ids.Q}`],
    );
    await fc.assert(
      fc.asyncProperty(target, raw, async ([method, path], { body, type }) => {
        const res = await send(method!, path!, body, type);
        await check(
          `${method} raw (${type}) ${String(typeof body === "string" ? body : new TextDecoder().decode(body)).slice(0, 80)}`,
          res,
          { out: EntityOut, mustFail: true },
        );
        expect([400, 413, 415, 422]).toContain(res.status);
      }),
      { numRuns: 130, seed: SEED + 4 },
    );
  });

  it("a NUL character in a stored text is a 422 naming the field, on both databases (not a PostgreSQL 500)", async () => {
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ["POST", "/v1/entities", { name: "a\u0000b" }, "name"],
      ["POST", "/v1/entities", { name: "ok", notes: "\u0000" }, "notes"],
      ["POST", "/v1/entities", { name: "ok", fields: [{ name: "F", textValue: "x\u0000" }] }, "fields[0].textValue"],
      ["PUT", `/v1/entities/${ids.P}`, { name: "ok", parentId: ids.I, serialNumber: "\u0000" }, "serialNumber"],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await send(method, path, JSON.stringify(body), "application/json");
      await check(`${method} ${JSON.stringify(body)}`, res, { out: EntityOut, mustFail: true });
      expect(res.status).toBe(422);
      expect(Object.keys((res.body as { fields: object }).fields)).toContain(field);
    }
    const list = await send("GET", "/v1/entities?q=a%00b");
    await check("list ?q=a%00b", list, { out: EntityListResult, mustFail: true });
    expect(list.status).toBe(422);
  });

  itSentAtLeast(135);
});
