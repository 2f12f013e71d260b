import { endpointQuery } from "../../api/endpoint-query";
import { entityEndpoints } from "../../../contract/entity-endpoints";
import { statisticsEndpoints } from "../../../contract/statistics";

/** The day a year before today: the purchases chart shows the last twelve months. */
const yearAgo = () => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d.toISOString().slice(0, 10);
};

const recent = (orderBy: "createdAt" | "updatedAt") =>
  endpointQuery(["home", "recent", orderBy], entityEndpoints.list, {
    query: { orderBy, order: "desc", pageSize: 5, isLocation: "false" },
  });

/**
 * The query-key factory of the home page. Every key starts with "home", so that a write anywhere can
 * refresh the dashboard with one invalidation; the figures are cheap aggregates (docs/api.md, "Statistics").
 */
export const homeQueries = {
  totals: () => endpointQuery(["home", "totals"], statisticsEndpoints.totals),
  byLocation: () => endpointQuery(["home", "by-location"], statisticsEndpoints.byLocation),
  byTag: () => endpointQuery(["home", "by-tag"], statisticsEndpoints.byTag),
  purchases: () =>
    endpointQuery(["home", "purchases"], statisticsEndpoints.purchasePrice, { query: { start: yearAgo() } }),
  warranties: () => endpointQuery(["home", "warranties"], statisticsEndpoints.warranties, { query: { days: 90 } }),
  recentlyAdded: () => recent("createdAt"),
  recentlyChanged: () => recent("updatedAt"),
};
