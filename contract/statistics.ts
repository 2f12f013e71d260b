import { z } from "zod";
import { DateOutput, datePart, Id } from "./common";
import { resource } from "./endpoint";

/** `GET /v1/groups/statistics`: Homebox's GroupStatistics plus the group's currency (docs/api.md, "Statistics"). */
export const GroupStatistics = z.object({
  totalUsers: z.number(),
  /** Items (entities whose type is not a location), archived ones left out. */
  totalItems: z.number(),
  totalLocations: z.number(),
  totalTags: z.number(),
  /** Σ purchase price × quantity of the non-archived items. */
  totalItemPrice: z.number(),
  /** Non-archived items with a lifetime warranty or one that expires after today. */
  totalWithWarranty: z.number(),
  /** ISO 4217 code, lower case as Homebox stores it ("usd"). */
  currency: z.string(),
});
export type GroupStatistics = z.infer<typeof GroupStatistics>;

/** One bar of the value-by-tag and value-by-location statistics. */
export const TotalsByOwner = z.object({ id: Id, name: z.string(), total: z.number() });
export const TotalsList = z.array(TotalsByOwner);
export type TotalsByOwner = z.infer<typeof TotalsByOwner>;

const QueryDate = z
  .string()
  .optional()
  .transform((v, ctx) => (v === undefined || v === "" ? undefined : datePart(v, ctx)));

export const PurchasePriceQuery = z
  .object({ start: QueryDate, end: QueryDate })
  .refine((q) => !q.start || !q.end || q.start <= q.end, { path: ["end"], message: "must not be before start" });

/** `GET /v1/groups/statistics/purchase-price`: value purchased per day within [start, end]. */
export const ValueOverTime = z.object({
  /** Σ purchase price of the non-archived items bought before `start`. */
  valueAtStart: z.number(),
  /** Σ purchase price of the non-archived items bought up to and including `end`. */
  valueAtEnd: z.number(),
  start: z.string(),
  end: z.string(),
  /** One entry per day with purchases, oldest first; `date` is the day at midnight UTC (RFC 3339). */
  entries: z.array(z.object({ date: z.string(), value: z.number(), name: z.string() })),
});
export type ValueOverTime = z.infer<typeof ValueOverTime>;

export const WarrantyQuery = z.object({
  days: z.coerce
    .number({ error: "must be a whole number of days" })
    .int({ error: "must be a whole number of days" })
    .min(0, { error: "must be between 0 and 3650" })
    .max(3650, { error: "must be between 0 and 3650" })
    .default(90),
});

/** Items whose warranty ends within the next `days` days, soonest first (at most 50). */
export const ExpiringWarranties = z.array(
  z.object({ id: Id, name: z.string(), warrantyExpires: DateOutput, thumbnailId: Id.nullable() }),
);
export type ExpiringWarranties = z.infer<typeof ExpiringWarranties>;

const statistics = resource("statistics");

/** Homebox's statistics endpoints (docs/api.md, "Statistics"): aggregates of the group, reads only. */
export const statisticsEndpoints = {
  totals: statistics.get("/v1/groups/statistics", "Totals of the group", {
    responses: { 200: { description: "Totals", schema: GroupStatistics } },
  }),
  byTag: statistics.get("/v1/groups/statistics/tags", "Purchase value per tag", {
    responses: { 200: { description: "One row per tag in use", schema: TotalsList } },
  }),
  byLocation: statistics.get("/v1/groups/statistics/locations", "Purchase value of each location's direct items", {
    responses: { 200: { description: "One row per location holding value", schema: TotalsList } },
  }),
  purchasePrice: statistics.get("/v1/groups/statistics/purchase-price", "Value purchased per day", {
    query: PurchasePriceQuery,
    responses: { 200: { description: "Value over time", schema: ValueOverTime } },
  }),
  warranties: statistics.get("/v1/groups/statistics/warranties", "Items whose warranty expires soon", {
    query: WarrantyQuery,
    responses: { 200: { description: "Soonest first, at most 50", schema: ExpiringWarranties } },
  }),
};
