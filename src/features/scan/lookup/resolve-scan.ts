import type { BarcodeResult } from "../../../../contract/barcode";
import type { EntityOut } from "../../../../contract/entity";
import { classifyCode } from "./classify-code";
import type { ScanApi } from "./scan-api";

/** What a scan turned out to be, for the panel to show. */
export type ScanOutcome =
  /** An asset id or entity link: open that entity. */
  | { kind: "open"; id: string; name?: string }
  | { kind: "asset-missing"; assetId: string }
  /** Entities that carry the code in their Barcode field. */
  | { kind: "inventory"; code: string; matches: EntityOut[] }
  | { kind: "products"; code: string; products: BarcodeResult[] }
  | { kind: "nothing"; code: string };

/**
 * Asset ids and entity links open the entity, a code stored on an entity shows it; only an unknown code
 * goes to the product search, whose external providers have rate limits.
 */
export async function resolveScan(code: string, api: ScanApi): Promise<ScanOutcome> {
  const kind = classifyCode(code);
  if (kind.kind === "entity") return { kind: "open", id: kind.id };
  if (kind.kind === "asset") {
    const found = await api.findByAssetId(kind.assetId);
    return found ? { kind: "open", id: found.id, name: found.name } : { kind: "asset-missing", assetId: kind.assetId };
  }
  // Without online databases the product search has no rate limit to spare, so it runs beside the lookup.
  const early = api.productSearchIsLocal() ? api.searchProducts(kind.code) : undefined;
  early?.catch(() => {}); // unused when the inventory has the code; its failure then means nothing
  const matches = await api.findByBarcode(kind.code);
  if (matches.length) return { kind: "inventory", code: kind.code, matches };
  const products = await (early ?? api.searchProducts(kind.code));
  return products.length ? { kind: "products", code: kind.code, products } : { kind: "nothing", code: kind.code };
}
