import type { BarcodeResult, EntityOut } from "../../../api/contract";
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
 * Asset ids and entity links open the entity; a code stored on an entity shows it; only a code the
 * inventory does not know is sent to the product search (external providers have rate limits).
 */
export async function resolveScan(code: string, api: ScanApi): Promise<ScanOutcome> {
  const kind = classifyCode(code);
  if (kind.kind === "entity") return { kind: "open", id: kind.id };
  if (kind.kind === "asset") {
    const found = await api.findByAssetId(kind.assetId);
    return found ? { kind: "open", id: found.id, name: found.name } : { kind: "asset-missing", assetId: kind.assetId };
  }
  const matches = await api.findByBarcode(kind.code);
  if (matches.length) return { kind: "inventory", code: kind.code, matches };
  const products = await api.searchProducts(kind.code);
  return products.length ? { kind: "products", code: kind.code, products } : { kind: "nothing", code: kind.code };
}
