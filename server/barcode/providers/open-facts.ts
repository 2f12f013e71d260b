import { field, getJson } from "../capped-body";
import { text } from "../product";
import { clip, joinUrl, ProviderError, type Provider } from "./provider";

/** The three Product Opener sites; an image is shown only when it is hosted under one of them. */
const OPEN_FACTS_DOMAINS = ["openfoodfacts.org", "openbeautyfacts.org", "openproductsfacts.org"];

/** Open Facts asks every client to identify itself as `AppName/Version (contact)`. */
export function openFactsUserAgent(contact: string): string {
  return contact ? `Shelfscan/0.1.0 (contact: ${contact})` : "Shelfscan/0.1.0 (self-hosted inventory admin)";
}

/** http is upgraded to https (the sites serve both); any host outside the allow-list gives "". */
export function openFactsImage(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol === "http:") url.protocol = "https:";
    if (url.protocol !== "https:") return "";
    const host = url.hostname.toLowerCase();
    const allowed = OPEN_FACTS_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`));
    return allowed ? url.href : "";
  } catch {
    return "";
  }
}

/**
 * Product Opener API v2. 404, `status: 0` and a 302 to a sibling site (product_type mismatch) are misses;
 * the sibling is its own provider. Mapping as Homebox: name = first of product_name, generic_name,
 * brands; description = generic_name | categories | quantity without empties and repeats of the name.
 */
export function openFactsProvider(name: string, baseUrl: string, contact: string): Provider {
  return {
    name,
    async lookup(code, { fetch, signal }) {
      const url = joinUrl(baseUrl, `/api/v2/product/${encodeURIComponent(code)}.json`);
      const res = await getJson(fetch, url, { signal, headers: { "user-agent": openFactsUserAgent(contact) } });
      if (res.status === 404 || (res.status >= 300 && res.status < 400)) return [];
      if (res.status !== 200) throw new ProviderError(`HTTP ${res.status}`);
      if (res.json === undefined) throw new ProviderError("the answer is not JSON");
      if (Number(field(res.json, "status")) !== 1) return [];
      const product = field(res.json, "product");
      const genericName = text(field(product, "generic_name"));
      const brands = text(field(product, "brands"));
      const productName = clip(text(field(product, "product_name")) || genericName || brands, 255);
      if (!productName) return [];
      const parts = [genericName, text(field(product, "categories")), text(field(product, "quantity"))];
      const description = parts.filter((p) => p && p !== productName).join(" | ");
      const image = text(field(product, "image_front_url")) || text(field(product, "image_url"));
      return [
        {
          source: name,
          name: productName,
          description: clip(description, 1000),
          manufacturer: clip(brands, 255),
          modelNumber: "",
          notes: "",
          imageURL: image ? openFactsImage(image) : "",
        },
      ];
    },
  };
}
