/**
 * Fuzzing barcode search: random and malformed query strings. Every external provider is off (the
 * default), so no network is touched.
 * Every answer goes through `check` (./harness.ts): never a 5xx; a refusal has the contract's error body and
 * changes nothing; a success answers only a valid request.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BarcodeResults, BarcodeSearchQuery } from "../../../contract";
import { SEED } from "./bodies";
import { check, itSentAtLeast, send, useFuzzedGroup } from "./harness";

useFuzzedGroup();

describe("fuzzing GET /v1/products/search-from-barcode", () => {
  it("GET /v1/products/search-from-barcode: random and malformed query strings", async () => {
    /** Percent-encodes UTF-8 bytes, so the service decodes exactly `v` (lone surrogates become U+FFFD). */
    const pct = (v: string) =>
      [...new TextEncoder().encode(v)].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");
    const decoded = (v: string) => new TextDecoder().decode(new TextEncoder().encode(v));
    const code = fc.oneof(
      fc.stringMatching(/^[0-9A-Za-z-]{1,80}$/),
      fc.string({ unit: "binary", maxLength: 100 }),
      fc.string({ unit: "grapheme", maxLength: 90 }),
      fc.constantFrom(
        "",
        " ",
        "\u001d0104006381333931",
        "abc\u0000",
        "12\n34",
        "\u0085x",
        "x".repeat(81),
        "9".repeat(80),
      ),
    );
    const query = fc.oneof(
      code.map((c) => ({ qs: `data=${pct(c)}`, value: decoded(c) as string | undefined })),
      code.map((c) => ({ qs: `productEAN=${pct(c)}`, value: decoded(c) as string | undefined })),
      code.map((c) => ({
        qs: `data=${pct(c)}&data=second&unknown=${pct(c)}`,
        value: decoded(c) as string | undefined,
      })),
      fc
        .constantFrom(
          "",
          "data",
          "data=",
          "productEAN=",
          "foo=bar",
          "data=%zz",
          "data=%",
          "data=%C0%80",
          "data=%ff%fe",
          "data[]=1",
          "&&&",
          "data=1;2",
          `data=${"7".repeat(10_000)}`,
        )
        .map((qs) => ({ qs, value: undefined })),
      fc.string({ maxLength: 60 }).map((t) => ({ qs: t.replace(/#/g, ""), value: undefined })),
    );
    await fc.assert(
      fc.asyncProperty(query, async ({ qs, value }) => {
        const res = await send("GET", `/v1/products/search-from-barcode?${qs}`);
        const printable = value !== undefined && ![...value].some((ch) => ch !== "\u001d" && /[\p{Cc}]/u.test(ch));
        // Definitely invalid: empty, longer than 80 characters, or a control character other than GS.
        const mustFail = value !== undefined && (value === "" || [...value].length > 80 || !printable);
        await check(`barcode ?${qs.slice(0, 200)}`, res, { out: BarcodeResults, mustFail });
        if (value !== undefined && /^[0-9A-Za-z-]{1,80}$/.test(value)) expect(res.status, qs).toBe(200);
        if (value !== undefined && res.status === 200)
          expect(BarcodeSearchQuery.safeParse({ data: value }).success).toBe(true);
      }),
      { numRuns: 150, seed: SEED + 5 },
    );
  });

  itSentAtLeast(150);
});
