import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../support/client";
import { startService } from "../support/service";
import { DEADLINE_MS, engines, dataUri, startBarcodeTestbed, type BarcodeTestbed } from "../support/barcode-service";
import { STUB_CODES as C } from "../stubs/barcode-providers";

/**
 * Barcode product search (docs/spec/contract.md): a failing, hanging or garbage source never fails the request
 * nor hides the others.
 */
let bed: BarcodeTestbed;
beforeAll(async () => {
  bed = await startBarcodeTestbed();
});
afterAll(() => bed?.close());
const search = (code: string, session = bed.user) => bed.search(code, session);

describe("misbehaving providers never fail the request nor hide the others", () => {
  it.each([
    ["UPCitemdb 429 with rate-limit headers", C.rateLimited, ["openfoodfacts.org"]],
    ["UPCitemdb 200 TOO_FAST", C.tooFast, ["openfoodfacts.org"]],
    ["UPCitemdb 400 INVALID_UPC", C.invalidUpc, []],
    ["5xx HTML pages and a 500 envelope", C.gatewayDown, ["openbeautyfacts.org"]],
    ["every provider answering 500", C.allFail, []],
    ["UPCitemdb hanging past its timeout", C.upcitemdbHangs, ["openfoodfacts.org"]],
    ["UPCitemdb sending malformed JSON", C.upcitemdbMalformed, ["barcodespider.com"]],
    ["UPCitemdb sending 5 MiB of JSON", C.upcitemdbOversized, ["barcodespider.com"]],
  ])("%s", async (_, code, expected) => {
    const res = await search(code);
    expect(res.status).toBe(200);
    expect(engines(res.body)).toEqual(expected);
    expect(res.elapsed).toBeLessThan(DEADLINE_MS);
  });

  it.each([
    ["larger than 2 MiB", C.hugeImage],
    ["HTML declared as image/jpeg", C.notAnImage],
    ["hanging", C.imageHangs],
    ["a 404", C.imageMissing],
  ])("keeps the product but no imageBase64 when the image is %s", async (_, code) => {
    const res = await search(code);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      search_engine_name: "openfoodfacts.org",
      imageURL: expect.stringMatching(/^https:/),
      imageBase64: "",
    });
    expect(res.elapsed).toBeLessThan(DEADLINE_MS);
  });

  it("trusts magic bytes, not the declared type: a PNG sent as octet-stream is kept", async () => {
    const [r] = (await search(C.mislabelledImage)).body;
    expect(r.imageBase64).toBe(dataUri("image/png", bed.stub.images.png));
  });

  it("ends at the overall deadline even when a provider's own timeout is longer", async () => {
    const slow = await startService({
      env: { ...bed.stub.env(), BARCODE_PROVIDER_TIMEOUT_MS: "5000", BARCODE_DEADLINE_MS: "600" },
      fetch: bed.stub.fetch,
    });
    try {
      const session = await signUp(slow);
      const started = performance.now();
      const res = await session.req("GET", `/v1/products/search-from-barcode?data=${C.upcitemdbHangs}`);
      const elapsed = performance.now() - started;
      expect(engines(res.body)).toEqual(["openfoodfacts.org"]);
      expect(elapsed).toBeLessThan(600);
    } finally {
      await slow.close();
    }
  });
});

describe("cache of provider answers", () => {
  it("serves an earlier answer from the database once the provider is down", async () => {
    const live = await search(C.spiderHit);
    bed.setProvidersDown(true);
    try {
      const cached = await search(C.spiderHit);
      expect(cached.status).toBe(200);
      expect(cached.body).toEqual(live.body);
    } finally {
      bed.setProvidersDown(false);
    }
  });

  it("shows a live answer once, not again as its cached copy", async () => {
    await search(C.openFoodHit);
    expect(engines((await search(C.openFoodHit)).body)).toEqual(["openfoodfacts.org"]);
  });

  it("keeps each group's cache to itself", async () => {
    await search(C.upcitemdbHit);
    const other = await signUp(bed.svc);
    bed.setProvidersDown(true);
    try {
      expect((await search(C.upcitemdbHit, other)).body).toEqual([]);
      expect(engines((await search(C.upcitemdbHit)).body)).toEqual(["upcitemdb.com"]);
    } finally {
      bed.setProvidersDown(false);
    }
  });
});
