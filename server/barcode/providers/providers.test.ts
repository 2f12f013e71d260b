import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startProviderStub,
  STUB_CODES as C,
  STUB_SPIDER_TOKEN,
  type ProviderStub,
} from "../../../test/stubs/barcode-providers";
import { barcodeSpiderProvider } from "./barcode-spider";
import { openFactsImage, openFactsProvider, openFactsUserAgent } from "./open-facts";
import type { LookupContext } from "./provider";
import { upcitemdbProvider } from "./upcitemdb";

let stub: ProviderStub;
/** A fresh signal per lookup, so that one slow test cannot spend another's time. */
const ctx = (): LookupContext => ({ fetch: stub.fetch, signal: AbortSignal.timeout(5000) });
beforeAll(async () => {
  stub = await startProviderStub();
});
afterAll(() => stub?.close());

describe("UPCitemdb", () => {
  const upc = () => upcitemdbProvider(`${stub.url}/upcitemdb/`);

  it("reads both not-found variants and INVALID_UPC as no result", async () => {
    for (const code of [C.nowhere, C.upcitemdbEmpty, C.invalidUpc]) expect(await upc().lookup(code, ctx())).toEqual([]);
  });

  it("fails on 429 naming the wait from Retry-After", async () => {
    await expect(upc().lookup(C.rateLimited, ctx())).rejects.toThrow("rate limited (EXCEED_LIMIT); retry after 3600");
  });

  it("fails on a 200 whose code is not OK, on HTML and on malformed JSON", async () => {
    await expect(upc().lookup(C.tooFast, ctx())).rejects.toThrow("HTTP 200 TOO_FAST");
    await expect(upc().lookup(C.gatewayDown, ctx())).rejects.toThrow("not JSON");
    await expect(upc().lookup(C.upcitemdbMalformed, ctx())).rejects.toThrow("not JSON");
  });

  it("gives up on a body over 4 MiB", async () => {
    await expect(upc().lookup(C.upcitemdbOversized, ctx())).rejects.toThrow("larger than 4194304 bytes");
  });
});

describe("Open Facts", () => {
  it("names the client as AppName/Version (contact)", () => {
    expect(openFactsUserAgent("ops@example.org")).toBe("Shelfscan/0.1.0 (contact: ops@example.org)");
    expect(openFactsUserAgent("")).toMatch(/^Shelfscan\/0\.1\.0 \(.+\)$/);
  });

  it.each([
    ["http://images.openfoodfacts.org/a.jpg", "https://images.openfoodfacts.org/a.jpg"],
    ["https://static.openbeautyfacts.org/b.png", "https://static.openbeautyfacts.org/b.png"],
    ["https://openproductsfacts.org/c.jpg", "https://openproductsfacts.org/c.jpg"],
    ["https://evil.com/openfoodfacts.org.jpg", ""],
    ["https://openfoodfacts.org.evil.com/x.jpg", ""],
    ["https://notopenfoodfacts.org/x.jpg", ""],
    ["ftp://images.openfoodfacts.org/x.jpg", ""],
    ["not a url", ""],
  ])("image %s → %s", (raw, shown) => {
    expect(openFactsImage(raw)).toBe(shown);
  });

  it("is refused by the stub without a proper User-Agent, which our client always sends", async () => {
    const bare = await fetch(`${stub.url}/openfoodfacts/api/v2/product/${C.openFoodHit}.json`);
    expect(bare.status).toBe(403);
    const food = openFactsProvider("openfoodfacts.org", `${stub.url}/openfoodfacts`, "");
    expect(await food.lookup(C.openFoodHit, ctx())).toHaveLength(1);
  });

  it("fails on a 503 HTML page and reads 404 status 0 as no result", async () => {
    const food = openFactsProvider("openfoodfacts.org", `${stub.url}/openfoodfacts`, "x@example.org");
    await expect(food.lookup(C.gatewayDown, ctx())).rejects.toThrow("HTTP 503");
    expect(await food.lookup(C.nowhere, ctx())).toEqual([]);
  });
});

describe("BarcodeSpider", () => {
  it("fails on a wrong token (401 envelope)", async () => {
    const spider = barcodeSpiderProvider(`${stub.url}/barcodespider`, "wrong");
    await expect(spider.lookup(C.spiderHit, ctx())).rejects.toThrow("HTTP 401");
  });

  it("reads its 404 envelope and a 200 with empty attributes as no result", async () => {
    const spider = barcodeSpiderProvider(`${stub.url}/barcodespider`, STUB_SPIDER_TOKEN);
    expect(await spider.lookup(C.nowhere, ctx())).toEqual([]);
    expect(await spider.lookup(C.spiderEmpty, ctx())).toEqual([]);
  });
});

describe("timeouts", () => {
  it("abort a hanging lookup with the signal's reason", async () => {
    const signal = AbortSignal.timeout(100);
    await expect(
      upcitemdbProvider(`${stub.url}/upcitemdb`).lookup(C.upcitemdbHangs, { fetch: stub.fetch, signal }),
    ).rejects.toMatchObject({ name: "TimeoutError" });
  });
});
