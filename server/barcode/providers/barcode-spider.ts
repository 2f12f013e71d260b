import { field, getJson } from "../capped-body";
import { text } from "../product";
import { clip, joinUrl, ProviderError, type Provider } from "./provider";

export const BARCODE_SPIDER = "barcodespider.com";

/**
 * BarcodeSpider, token in the `token` header. Its error bodies are undocumented, so a 404 is a miss,
 * any other non-200 a failure, and a 200 is trusted only when `item_response.code` (if present) is 200
 * and the attributes carry a title: Homebox returns an empty-named product there, we return nothing.
 */
export function barcodeSpiderProvider(baseUrl: string, token: string): Provider {
  return {
    name: BARCODE_SPIDER,
    async lookup(code, { fetch, signal }) {
      const url = joinUrl(baseUrl, `/v1/lookup?upc=${encodeURIComponent(code)}`);
      const res = await getJson(fetch, url, { signal, headers: { token } });
      if (res.status === 404) return [];
      if (res.status !== 200) throw new ProviderError(`HTTP ${res.status}`);
      if (res.json === undefined) throw new ProviderError("the answer is not JSON");
      const envelopeCode = field(field(res.json, "item_response"), "code");
      if (envelopeCode !== undefined && Number(envelopeCode) !== 200) return [];
      const attrs = field(res.json, "item_attributes");
      const name = clip(text(field(attrs, "title")), 255);
      if (!name) return [];
      return [
        {
          source: BARCODE_SPIDER,
          name,
          description: clip(text(field(attrs, "description")), 1000),
          manufacturer: clip(text(field(attrs, "brand")), 255),
          modelNumber: clip(text(field(attrs, "model")), 255),
          notes: "",
          imageURL: text(field(attrs, "image")),
        },
      ];
    },
  };
}
