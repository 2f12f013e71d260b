import { z } from "zod";
import { Id } from "./common";
import { resource } from "./endpoint";

/**
 * Our statistics (not Homebox's, docs/api.md "Statistics"): the one definition of value the SPA shows.
 * An entity's value is price × quantity; archived and sold items hold none; a location's value is the sum
 * over everything under it at any depth. Homebox's `/v1/groups/statistics/*` keep Homebox's meanings.
 */
export const LocationValue = z.object({
  id: Id,
  name: z.string(),
  /** The location it sits in, or null at the top. */
  parentId: Id.nullable(),
  /** The value of everything under it at any depth, rounded to cents. */
  value: z.number(),
});
export type LocationValue = z.infer<typeof LocationValue>;

export const InventoryValue = z.object({
  /** ISO 4217 code, lower case as Homebox stores it ("eur"): every amount here is in it. */
  currency: z.string(),
  /** The value of every item of the group, placed or not. */
  total: z.number(),
  /** Every location holding value, the most valuable first (then by name). */
  locations: z.array(LocationValue),
});
export type InventoryValue = z.infer<typeof InventoryValue>;

export const PurchasesByMonthQuery = z.object({
  months: z.coerce
    .number({ error: "must be a whole number of months" })
    .int({ error: "must be a whole number of months" })
    .min(1, { error: "must be between 1 and 120" })
    .max(120, { error: "must be between 1 and 120" })
    .default(12),
});

/** What was bought in each month (Σ price × quantity of the non-archived items by purchase day). */
export const PurchasesByMonth = z.object({
  currency: z.string(),
  /** Every month of the range, oldest first and ending with the current one (UTC), empty months as 0. */
  months: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), value: z.number() })),
});
export type PurchasesByMonth = z.infer<typeof PurchasesByMonth>;

const statistics = resource("statistics");

/** Our value endpoints for the SPA's home page and Locations panel (docs/api.md, "Statistics", ours). */
export const valueStatisticsEndpoints = {
  value: statistics.get("/v1/groups/statistics/value", "Value of the inventory and of each location (ours)", {
    responses: { 200: { description: "Total and per location, in the group's currency", schema: InventoryValue } },
  }),
  purchasesByMonth: statistics.get("/v1/groups/statistics/purchases-by-month", "Value bought per month (ours)", {
    query: PurchasesByMonthQuery,
    responses: { 200: { description: "One entry per month", schema: PurchasesByMonth } },
  }),
};
