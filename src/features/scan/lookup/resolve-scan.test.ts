import { describe, expect, it, vi } from "vitest";
import type { BarcodeResult } from "../../../../contract/barcode";
import type { EntityOut } from "../../../../contract/entity";
import { resolveScan } from "./resolve-scan";
import { hasBarcode, type ScanApi } from "./scan-api";

const entity = (fields: Partial<EntityOut["fields"][number]>[]) =>
  ({
    id: "e1",
    name: "Drill",
    fields: fields.map((f, i) => ({
      id: `f${i}`,
      name: "Barcode",
      type: "text",
      textValue: "",
      numberValue: 0,
      booleanValue: false,
      ...f,
    })),
  }) as unknown as EntityOut;

const product = { barcode: "4006381333931", search_engine_name: "catalog" } as BarcodeResult;

function fakeApi(over: Partial<ScanApi> = {}): ScanApi {
  return {
    findByAssetId: vi.fn(async () => null),
    getEntity: vi.fn(),
    findByBarcode: vi.fn(async () => []),
    searchProducts: vi.fn(async () => []),
    productSearchIsLocal: () => false,
    ...over,
  };
}

describe("resolveScan", () => {
  it("opens an entity link without any request", async () => {
    const api = fakeApi();
    const id = "3f2b8c1e-5d4a-4e6f-9a7b-0c1d2e3f4a5b";
    expect(await resolveScan(`https://h.example/entities/${id}`, api)).toEqual({ kind: "open", id });
    expect(api.findByBarcode).not.toHaveBeenCalled();
  });

  it("opens the entity of an asset id, or says none has it", async () => {
    const api = fakeApi({ findByAssetId: vi.fn(async () => ({ id: "e9", name: "Shelf" }) as never) });
    expect(await resolveScan("#000-009", api)).toEqual({ kind: "open", id: "e9", name: "Shelf" });
    expect(api.findByAssetId).toHaveBeenCalledWith("000-009");
    expect(await resolveScan("000-010", fakeApi())).toEqual({ kind: "asset-missing", assetId: "000-010" });
  });

  it("shows inventory matches and skips the product search then", async () => {
    const match = entity([{ textValue: "4006381333931" }]);
    const api = fakeApi({ findByBarcode: vi.fn(async () => [match]) });
    expect(await resolveScan("4006381333931", api)).toEqual({
      kind: "inventory",
      code: "4006381333931",
      matches: [match],
    });
    expect(api.searchProducts).not.toHaveBeenCalled();
  });

  it("searches products for an unknown code, and reports nothing found", async () => {
    const api = fakeApi({ searchProducts: vi.fn(async () => [product]) });
    expect(await resolveScan("4006381333931", api)).toEqual({
      kind: "products",
      code: "4006381333931",
      products: [product],
    });
    expect(await resolveScan("0000000000000", fakeApi())).toEqual({ kind: "nothing", code: "0000000000000" });
  });

  it("with a local product search, asks inventory and catalog at once; inventory matches still win", async () => {
    let answerInventory!: (found: EntityOut[]) => void;
    const local = (found: Promise<EntityOut[]>) =>
      fakeApi({
        productSearchIsLocal: () => true,
        findByBarcode: vi.fn(() => found),
        searchProducts: vi.fn(async () => [product]),
      });
    const api = local(new Promise((resolve) => (answerInventory = resolve)));
    const outcome = resolveScan("4006381333931", api);
    // The product search has started while the inventory lookup is still out.
    expect(api.searchProducts).toHaveBeenCalledWith("4006381333931");
    answerInventory([]);
    expect(await outcome).toEqual({ kind: "products", code: "4006381333931", products: [product] });

    const match = entity([{ textValue: "4006381333931" }]);
    const found = local(Promise.resolve([match]));
    found.searchProducts = vi.fn(async () => Promise.reject(new Error("catalog unreadable")));
    expect(await resolveScan("4006381333931", found)).toEqual({
      kind: "inventory",
      code: "4006381333931",
      matches: [match],
    });
  });
});

describe("hasBarcode", () => {
  it("matches the Barcode text field exactly (the list search is only a case-insensitive substring)", () => {
    expect(hasBarcode(entity([{ textValue: "ABC-1" }]), "ABC-1")).toBe(true);
    expect(hasBarcode(entity([{ name: " barcode ", textValue: "ABC-1" }]), "ABC-1")).toBe(true);
    expect(hasBarcode(entity([{ textValue: "abc-1" }]), "ABC-1")).toBe(false);
    expect(hasBarcode(entity([{ textValue: "ABC-12" }]), "ABC-1")).toBe(false);
    expect(hasBarcode(entity([{ name: "Notes", textValue: "ABC-1" }]), "ABC-1")).toBe(false);
    expect(hasBarcode(entity([{ type: "number", textValue: "ABC-1" }]), "ABC-1")).toBe(false);
  });
});
