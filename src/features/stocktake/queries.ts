import { queryOptions } from "@tanstack/react-query";
import { endpointQuery } from "../../api/endpoint-query";
import { stocktakeEndpoints } from "../../../contract/stocktake";
import { barcodeEndpoints } from "../../../contract/barcode";

/** The query-key factory of the stock-take feature: the group's stock-takes, each one with its lists. */
export const stocktakeQueries = {
  all: ["stocktakes"] as const,
  list: () => endpointQuery([...stocktakeQueries.all, "list"], stocktakeEndpoints.list),
  /** Every view of one stock-take, whatever its limit: what an answer updates and a change refreshes. */
  views: (id: string) => [...stocktakeQueries.all, "detail", id] as const,
  /** The view with lists of at most `limit` entries (all of them without). */
  detail: (id: string, limit?: number) =>
    endpointQuery([...stocktakeQueries.views(id), limit ?? "all"], stocktakeEndpoints.get, {
      params: { id },
      query: { limit },
    }),
  /** What was expected at the start never changes: fetched once, for matching scans offline. */
  expected: (id: string) =>
    queryOptions({
      ...endpointQuery([...stocktakeQueries.all, "expected", id], stocktakeEndpoints.expected, { params: { id } }),
      staleTime: Infinity,
    }),
  /** Products an unknown code names, for creating an item from it (the scan panel's lookup). */
  products: (code: string) =>
    endpointQuery([...stocktakeQueries.all, "products", code], barcodeEndpoints.search, { query: { data: code } }),
};
