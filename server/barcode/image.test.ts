import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProviderStub, type ProviderStub } from "../../test/stubs/barcode-providers";
import { downloadImageDataUri, sniffImageType } from "./image";

let stub: ProviderStub;
beforeAll(async () => {
  stub = await startProviderStub();
});
afterAll(() => stub?.close());

/** A fetch that answers every request itself, to stage redirects and odd answers. */
const fakeFetch =
  (answer: (url: string) => Response): typeof fetch =>
  (input) =>
    Promise.resolve(answer(String(input)));
const signal = () => AbortSignal.timeout(2000);

describe("sniffImageType", () => {
  it("knows JPEG and PNG by magic bytes only", () => {
    expect(sniffImageType(stub.images.jpeg)).toBe("image/jpeg");
    expect(sniffImageType(stub.images.png)).toBe("image/png");
    expect(sniffImageType(Buffer.from("GIF89a"))).toBeUndefined();
    expect(sniffImageType(Buffer.from("<html>"))).toBeUndefined();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeUndefined();
  });
});

describe("downloadImageDataUri", () => {
  it("turns an https JPEG into a data URI", async () => {
    const uri = await downloadImageDataUri(stub.fetch, "https://img.example/p/a.jpg", { signal: signal() });
    expect(uri).toBe(`data:image/jpeg;base64,${stub.images.jpeg.toString("base64")}`);
  });

  it("refuses http: without fetching", async () => {
    let called = false;
    const spy: typeof fetch = (i, init) => ((called = true), stub.fetch(i, init));
    expect(await downloadImageDataUri(spy, `${stub.url}/images/x/a.jpg`, { signal: signal() })).toBe("");
    expect(called).toBe(false);
  });

  it("follows an https redirect but not one to http:", async () => {
    const png = stub.images.png;
    const to = (location: string) =>
      fakeFetch((url) =>
        url.endsWith("/start")
          ? new Response(null, { status: 302, headers: { location } })
          : new Response(new Uint8Array(png)),
      );
    expect(await downloadImageDataUri(to("/final.png"), "https://img.example/start", { signal: signal() })).toMatch(
      /^data:image\/png;base64,/,
    );
    expect(
      await downloadImageDataUri(to("http://img.example/final.png"), "https://img.example/start", { signal: signal() }),
    ).toBe("");
  });

  it("requires status 200", async () => {
    const partial = fakeFetch(() => new Response(new Uint8Array(stub.images.png), { status: 203 }));
    expect(await downloadImageDataUri(partial, "https://img.example/a.png", { signal: signal() })).toBe("");
  });

  it("stops reading past the cap, declared or streamed", async () => {
    expect(
      await downloadImageDataUri(stub.fetch, "https://img.example/p/a.png", { signal: signal(), maxBytes: 10 }),
    ).toBe("");
    expect(await downloadImageDataUri(stub.fetch, "https://img.example/p/huge.jpg", { signal: signal() })).toBe("");
  });

  it("gives up when the signal ends", async () => {
    expect(
      await downloadImageDataUri(stub.fetch, "https://img.example/p/hang.jpg", { signal: AbortSignal.timeout(100) }),
    ).toBe("");
  });
});
