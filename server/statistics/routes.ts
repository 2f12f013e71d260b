import {
  ExpiringWarranties,
  GroupStatistics,
  PurchasePriceQuery,
  TotalsList,
  ValueOverTime,
  WarrantyQuery,
} from "../../contract";
import { auth, type Api } from "../http/api";
import { parseQuery } from "../http/validate";
import { expiringWarranties, groupStatistics, purchasesOverTime, valueByLocation, valueByTag } from "./queries";

/** Homebox's statistics endpoints (docs/api.md, "Statistics"): aggregates only, read from the read pool. */
export function registerStatisticsRoutes(api: Api) {
  const { reader } = api.deps.db;
  const base = { tag: "statistics", method: "get" } as const;

  api.route(
    {
      ...base,
      path: "/v1/groups/statistics",
      summary: "Totals of the group",
      responses: { 200: { description: "Totals", schema: GroupStatistics } },
    },
    async (c) => c.json(await groupStatistics(reader, auth(c).groupId)),
  );
  api.route(
    {
      ...base,
      path: "/v1/groups/statistics/tags",
      summary: "Purchase value per tag",
      responses: { 200: { description: "One row per tag in use", schema: TotalsList } },
    },
    async (c) => c.json(await valueByTag(reader, auth(c).groupId)),
  );
  api.route(
    {
      ...base,
      path: "/v1/groups/statistics/locations",
      summary: "Purchase value of each location's direct items",
      responses: { 200: { description: "One row per location holding value", schema: TotalsList } },
    },
    async (c) => c.json(await valueByLocation(reader, auth(c).groupId)),
  );
  api.route(
    {
      ...base,
      path: "/v1/groups/statistics/purchase-price",
      summary: "Value purchased per day",
      query: PurchasePriceQuery,
      responses: { 200: { description: "Value over time", schema: ValueOverTime } },
    },
    async (c) => c.json(await purchasesOverTime(reader, auth(c).groupId, parseQuery(c, PurchasePriceQuery))),
  );
  api.route(
    {
      ...base,
      path: "/v1/groups/statistics/warranties",
      summary: "Items whose warranty expires soon",
      query: WarrantyQuery,
      responses: { 200: { description: "Soonest first, at most 50", schema: ExpiringWarranties } },
    },
    async (c) => c.json(await expiringWarranties(reader, auth(c).groupId, parseQuery(c, WarrantyQuery).days)),
  );
}
