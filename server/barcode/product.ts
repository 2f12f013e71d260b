import type { BarcodeResult } from "../../contract";

/**
 * What one source knows about a product, before the searched code and the downloaded image are added.
 * `source` is the provider's search_engine_name, or "catalog" for imported rows.
 */
export interface FoundProduct {
  source: string;
  name: string;
  description: string;
  manufacturer: string;
  modelNumber: string;
  notes: string;
  /** As the provider gave it; `httpsOnly` decides whether it is shown. */
  imageURL: string;
}

export const CATALOG_SOURCE = "catalog";

/** The contract shows only https image URLs; anything else (http:, data:, garbage) becomes "". */
export function httpsOnly(url: string): string {
  try {
    return new URL(url).protocol === "https:" ? url : "";
  } catch {
    return "";
  }
}

/** Provider JSON is untrusted: a field is used only when it is a string, trimmed. */
export function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/**
 * The result shape of docs/spec/contract.md, "Barcode product search"; `item` is filled so that the client can
 * create an entity at once.
 */
export function toResult(code: string, p: FoundProduct, imageBase64: string): BarcodeResult {
  return {
    barcode: code,
    search_engine_name: p.source,
    manufacturer: p.manufacturer,
    modelNumber: p.modelNumber,
    notes: p.notes,
    imageURL: httpsOnly(p.imageURL),
    imageBase64,
    item: {
      name: p.name,
      description: p.description,
      manufacturer: p.manufacturer,
      modelNumber: p.modelNumber,
      quantity: 1,
    },
  };
}
