import { describe, expect, it } from "vitest";
import { DEFAULT_DESIGN, linkBase, serviceLinkBase } from "./label-design";

describe("where label links start", () => {
  const page = "https://inventory.example.org";

  it("uses the service's PUBLIC_URL when it is set", () => {
    expect(serviceLinkBase({ baseUrl: "https://stuff.example.net", configured: true }, page)).toBe(
      "https://stuff.example.net",
    );
  });

  it("uses the page's address, not the service's guess from the request, when PUBLIC_URL is not set", () => {
    // Behind a proxy that rewrites the Host, the service sees its internal address.
    expect(serviceLinkBase({ baseUrl: "http://127.0.0.1:7745", configured: false }, page)).toBe(page);
    expect(serviceLinkBase(undefined, page)).toBe(page);
  });

  it("lets the design's own http(s) address win, and says when it is not one", () => {
    expect(linkBase({ ...DEFAULT_DESIGN, baseUrl: "http://labels.lan:8080" }, page)).toEqual({
      baseUrl: "http://labels.lan:8080",
      customInvalid: false,
    });
    expect(linkBase({ ...DEFAULT_DESIGN, baseUrl: "ftp://x" }, page)).toEqual({ baseUrl: page, customInvalid: true });
  });
});
