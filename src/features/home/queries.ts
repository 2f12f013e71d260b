import { endpointQuery } from "../../api/endpoint-query";
import { entityEndpoints } from "../../../contract/entity-endpoints";
import { statisticsEndpoints } from "../../../contract/statistics";
import { valueStatisticsEndpoints } from "../../../contract/value-statistics";

const recent = (orderBy: "createdAt" | "updatedAt") =>
  endpointQuery(["home", "recent", orderBy], entityEndpoints.list, {
    query: { orderBy, order: "desc", pageSize: 5, isLocation: "false" },
  });

/**
 * The query-key factory of the home page. Every key starts with "home", so that a write anywhere can
 * refresh the dashboard with one invalidation; the figures are cheap aggregates (docs/api.md, "Statistics").
 * Money comes from our value endpoints only, so every page shows the same value in the group's currency.
 */
export const homeQueries = {
  totals: () => endpointQuery(["home", "totals"], statisticsEndpoints.totals),
  value: () => endpointQuery(["home", "value"], valueStatisticsEndpoints.value),
  byTag: () => endpointQuery(["home", "by-tag"], statisticsEndpoints.byTag),
  purchasesByMonth: () =>
    endpointQuery(["home", "purchases-by-month"], valueStatisticsEndpoints.purchasesByMonth, {
      query: { months: 12 },
    }),
  warranties: () => endpointQuery(["home", "warranties"], statisticsEndpoints.warranties, { query: { days: 90 } }),
  /** Lent items past their due date: the card names a handful and links to the filtered list. */
  overdueLent: () =>
    endpointQuery(["home", "overdue-lent"], entityEndpoints.list, { query: { overdue: "true", pageSize: 5 } }),
  lowStock: () =>
    endpointQuery(["home", "low-stock"], entityEndpoints.list, {
      query: { lowStock: "true", orderBy: "name", pageSize: 5, isLocation: "false" },
    }),
  recentlyAdded: () => recent("createdAt"),
  recentlyChanged: () => recent("updatedAt"),
};
