import type { QueryClient } from "@tanstack/react-query";
import { call } from "../../../api/client";
import { barcodeEndpoints, type BarcodeResult } from "../../../../contract/barcode";
import type { EntityListItem, EntityOut } from "../../../../contract/entity";
import { entityEndpoints } from "../../../../contract/entity-endpoints";
import { entityQueries } from "../../../api/entity-queries";
import { isBarcodeFieldName } from "../../../components/form/code-field";
import { scanQueries } from "./scan-queries";

/** The custom text field that holds a product code on an entity (docs/spec/contract.md, "Barcode product search"). */
export const BARCODE_FIELD = "Barcode";

/** How many text-search candidates are checked for an exact Barcode field. */
const CANDIDATES = 25;

export function hasBarcode(entity: EntityOut, code: string): boolean {
  return entity.fields.some((f) => f.type === "text" && isBarcodeFieldName(f.name) && f.textValue === code);
}

/** The requests a scan needs; an interface so the resolution logic is tested without a service. */
export interface ScanApi {
  findByAssetId(assetId: string): Promise<EntityListItem | null>;
  getEntity(id: string): Promise<EntityOut>;
  findByBarcode(code: string): Promise<EntityOut[]>;
  searchProducts(code: string): Promise<BarcodeResult[]>;
  /** True when the product search is known to read only the group's catalog (no online databases). */
  productSearchIsLocal(): boolean;
}

export function createScanApi(qc: QueryClient): ScanApi {
  // Details go through the shared cache, so the entity page opened next has them already.
  const getEntity = async (id: string) => (await qc.fetchQuery({ ...entityQueries.detail(id), staleTime: 0 })).data;
  return {
    async findByAssetId(assetId) {
      const query = { q: `#${assetId}`, isLocation: "any", includeArchived: "true", pageSize: 1 } as const;
      const res = await call(entityEndpoints.list, { query });
      return res.items[0] ?? null;
    },
    getEntity,
    // The list search matches field text as a case-insensitive substring, so candidates are checked exactly.
    async findByBarcode(code) {
      const res = await call(entityEndpoints.list, { query: { q: code, isLocation: "any", pageSize: CANDIDATES } });
      const details = await Promise.all(res.items.map((item) => getEntity(item.id)));
      return details.filter((e) => hasBarcode(e, code));
    },
    searchProducts: (code) => call(barcodeEndpoints.search, { query: { data: code } }),
    // Asked at the first scan rather than at page load, which has a request budget (docs/ui.md).
    productSearchIsLocal: () => {
      const status = qc.getQueryData(scanQueries.status().queryKey);
      if (!status) void qc.prefetchQuery(scanQueries.status());
      return status?.onlineProductSearch === false;
    },
  };
}
