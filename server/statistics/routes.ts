import { statisticsEndpoints as statistics, valueStatisticsEndpoints as values } from "../../contract";
import { auth, type Api } from "../http/api";
import { expiringWarranties, groupStatistics, purchasesOverTime, valueByLocation, valueByTag } from "./queries";
import { inventoryValue, purchasesByMonth } from "./value-queries";

/** The statistics endpoints (docs/api.md, "Statistics"): aggregates only, read from the read pool. */
export function registerStatisticsRoutes(api: Api) {
  const { reader } = api.deps.db;
  api.handle(statistics.totals, async (c) => groupStatistics(reader, auth(c).groupId));
  api.handle(statistics.byTag, async (c) => valueByTag(reader, auth(c).groupId));
  api.handle(statistics.byLocation, async (c) => valueByLocation(reader, auth(c).groupId));
  api.handle(statistics.purchasePrice, async (c, { query }) => purchasesOverTime(reader, auth(c).groupId, query));
  api.handle(statistics.warranties, async (c, { query }) => expiringWarranties(reader, auth(c).groupId, query.days));
  // Ours: the SPA's one definition of value (contract/value-statistics.ts).
  api.handle(values.value, async (c) => inventoryValue(reader, auth(c).groupId));
  api.handle(values.purchasesByMonth, async (c, { query }) => purchasesByMonth(reader, auth(c).groupId, query.months));
}
