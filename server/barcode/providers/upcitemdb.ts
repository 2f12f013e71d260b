import { field, getJson } from "../capped-body";
import { text, type FoundProduct } from "../product";
import { clip, joinUrl, ProviderError, type Provider } from "./provider";

export const UPCITEMDB = "upcitemdb.com";

/**
 * UPCitemdb's keyless trial API. 404 NOT_FOUND and 400 INVALID_UPC/INVALID_QUERY mean "no such product"
 * (as Barcode Buddy treats them); a 200 holding a code other than "OK" (TOO_FAST), 429, 5xx are failures.
 */
export function upcitemdbProvider(baseUrl: string): Provider {
  return {
    name: UPCITEMDB,
    async lookup(code, { fetch, signal }) {
      const url = joinUrl(baseUrl, `/prod/trial/lookup?upc=${encodeURIComponent(code)}`);
      const res = await getJson(fetch, url, { signal });
      const apiCode = text(field(res.json, "code"));
      if (res.status === 404 || res.status === 400) return [];
      if (res.json === undefined) throw new ProviderError(`HTTP ${res.status}, and the answer is not JSON`);
      if (res.status === 429) {
        const wait = res.headers.get("retry-after") ?? `the reset at ${res.headers.get("x-ratelimit-reset") ?? "?"}`;
        throw new ProviderError(`rate limited (${apiCode || "429"}); retry after ${wait}`);
      }
      if (res.status !== 200 || apiCode !== "OK")
        throw new ProviderError(`HTTP ${res.status} ${apiCode || "without a code"}`);
      const items = field(res.json, "items");
      if (!Array.isArray(items)) throw new ProviderError("the answer has no items list");
      return items.flatMap((item): FoundProduct[] => {
        const name = clip(text(field(item, "title")), 255);
        if (!name) return [];
        const images = field(item, "images");
        return [
          {
            source: UPCITEMDB,
            name,
            description: clip(text(field(item, "description")), 1000),
            manufacturer: clip(text(field(item, "brand")), 255),
            modelNumber: clip(text(field(item, "model")), 255),
            notes: "",
            imageURL: Array.isArray(images) ? text(images[0]) : "",
          },
        ];
      });
    },
  };
}
