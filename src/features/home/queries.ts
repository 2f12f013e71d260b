import { queryOptions } from "@tanstack/react-query";
import { call } from "../../api/client";
import { entityEndpoints } from "../../../contract/entity-endpoints";
import { statisticsEndpoints } from "../../../contract/statistics";

/** The day a year before today: the purchases chart shows the last twelve months. */
const yearAgo = () => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d.toISOString().slice(0, 10);
};

const recent = (orderBy: "createdAt" | "updatedAt") =>
  queryOptions({
    queryKey: ["home", "recent", orderBy] as const,
    queryFn: ({ signal }) =>
      call(entityEndpoints.list, { query: { orderBy, order: "desc", pageSize: 5, isLocation: "false" }, signal }),
  });

/**
 * The query-key factory of the home page. Every key starts with "home", so that a write anywhere can
 * refresh the dashboard with one invalidation; the figures are cheap aggregates (docs/api.md, "Statistics").
 */
export const homeQueries = {
  totals: () =>
    queryOptions({
      queryKey: ["home", "totals"] as const,
      queryFn: ({ signal }) => call(statisticsEndpoints.totals, { signal }),
    }),
  byLocation: () =>
    queryOptions({
      queryKey: ["home", "by-location"] as const,
      queryFn: ({ signal }) => call(statisticsEndpoints.byLocation, { signal }),
    }),
  byTag: () =>
    queryOptions({
      queryKey: ["home", "by-tag"] as const,
      queryFn: ({ signal }) => call(statisticsEndpoints.byTag, { signal }),
    }),
  purchases: () =>
    queryOptions({
      queryKey: ["home", "purchases"] as const,
      queryFn: ({ signal }) => call(statisticsEndpoints.purchasePrice, { query: { start: yearAgo() }, signal }),
    }),
  warranties: () =>
    queryOptions({
      queryKey: ["home", "warranties"] as const,
      queryFn: ({ signal }) => call(statisticsEndpoints.warranties, { query: { days: 90 }, signal }),
    }),
  recentlyAdded: () => recent("createdAt"),
  recentlyChanged: () => recent("updatedAt"),
};
