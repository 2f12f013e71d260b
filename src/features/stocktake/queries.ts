import { endpointQuery } from "../../api/endpoint-query";
import { stocktakeEndpoints } from "../../../contract/stocktake";
import { barcodeEndpoints } from "../../../contract/barcode";

/** The query-key factory of the stock-take feature: the group's stock-takes, each one with its lists. */
export const stocktakeQueries = {
  all: ["stocktakes"] as const,
  list: () => endpointQuery([...stocktakeQueries.all, "list"], stocktakeEndpoints.list),
  detail: (id: string) =>
    endpointQuery([...stocktakeQueries.all, "detail", id], stocktakeEndpoints.get, { params: { id } }),
  /** Products an unknown code names, for creating an item from it (the scan panel's lookup). */
  products: (code: string) =>
    endpointQuery([...stocktakeQueries.all, "products", code], barcodeEndpoints.search, { query: { data: code } }),
};
