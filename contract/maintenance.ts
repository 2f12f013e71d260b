import { z } from "zod";
import { DateInput, DateOutput, Id, Money, Name, PageParams, Text, Timestamp } from "./common";
import { resource } from "./endpoint";

export const REPEAT_UNITS = ["days", "weeks", "months", "years"] as const;
export type RepeatUnit = (typeof REPEAT_UNITS)[number];
/** The longest interval in units: 1000 days is under three years, 1000 years is far enough. */
export const REPEAT_EVERY_MAX = 1000;

/**
 * A maintenance entry as written (create and full update). At least one date must be set. `cost` takes a
 * number or, as Homebox sends it, a numeric string; it is answered as a number (docs/api.md, "Maintenance").
 * `repeatEvery` and `repeatUnit` (ours) make it recurring: completing it schedules the next one.
 */
export const MaintenanceInput = z
  .object({
    name: Name,
    description: Text(2500),
    cost: z
      .union([
        z.number({ error: "must be a number" }),
        z
          .string()
          .trim()
          .regex(/^\d+(\.\d+)?$/, { error: "must be a number" })
          .transform(Number),
      ])
      .nullish()
      .transform((v) => v ?? 0)
      .pipe(Money),
    scheduledDate: DateInput,
    completedDate: DateInput,
    /** Every this many units; 0, null or absent: not recurring. */
    repeatEvery: z
      .number({ error: "must be a whole number" })
      .int({ error: "must be a whole number" })
      .min(0, { error: "must not be negative" })
      .max(REPEAT_EVERY_MAX, { error: `must be at most ${REPEAT_EVERY_MAX}` })
      .nullish()
      .transform((v) => v ?? 0),
    repeatUnit: z
      .enum(REPEAT_UNITS, { error: "must be days, weeks, months or years" })
      .or(z.literal(""))
      .nullish()
      .transform((v) => v ?? ""),
  })
  .superRefine((m, ctx) => {
    if (m.scheduledDate === "" && m.completedDate === "") {
      ctx.addIssue({ code: "custom", path: ["scheduledDate"], message: "a scheduled or a completed date is required" });
    }
    if (m.repeatEvery > 0 && m.repeatUnit === "") {
      ctx.addIssue({ code: "custom", path: ["repeatUnit"], message: "is required for a recurring entry" });
    }
  })
  // Not recurring: no unit is kept, so that every non-recurring entry reads the same.
  .transform((m) => (m.repeatEvery === 0 ? { ...m, repeatUnit: "" as const } : m));
export type MaintenanceInput = z.output<typeof MaintenanceInput>;
export type MaintenanceInputValues = z.input<typeof MaintenanceInput>;

export const MaintenanceEntry = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  cost: z.number(),
  scheduledDate: DateOutput,
  completedDate: DateOutput,
  /** 0 and "" when the entry does not recur. */
  repeatEvery: z.number(),
  repeatUnit: z.enum(REPEAT_UNITS).or(z.literal("")),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type MaintenanceEntry = z.infer<typeof MaintenanceEntry>;

/** An entry with its entity; `itemID`/`itemName` are Homebox's names for the same two values. */
export const MaintenanceWithEntity = MaintenanceEntry.extend({
  entityId: Id,
  entityName: z.string(),
  itemID: Id,
  itemName: z.string(),
});
export type MaintenanceWithEntity = z.infer<typeof MaintenanceWithEntity>;

export const MAINTENANCE_STATUSES = ["scheduled", "completed", "both"] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

/** Query of `GET /v1/maintenance` (the group's log) and `GET /v1/entities/{id}/maintenance`. */
export const MaintenanceQuery = z.object({
  status: z.enum(MAINTENANCE_STATUSES, { error: "must be scheduled, completed or both" }).default("both"),
});
/** Query of `GET /v1/maintenance/page`: the status filter and the page. */
export const MaintenancePageQuery = MaintenanceQuery.extend(PageParams);
export type MaintenancePageQuery = z.output<typeof MaintenancePageQuery>;

export const MaintenancePage = z.object({
  items: z.array(MaintenanceWithEntity),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  /** Sum of the cost of every matching entry (not just this page). */
  totalCost: z.number(),
});
export type MaintenancePage = z.infer<typeof MaintenancePage>;

const ENTRY = { description: "The entry", schema: MaintenanceEntry };

const maintenance = resource("maintenance");

export const maintenanceEndpoints = {
  entityLog: maintenance.get("/v1/entities/{id}/maintenance", "The entity's maintenance log (open entries first)", {
    query: MaintenanceQuery,
    responses: { 200: { description: "Entries", schema: z.array(MaintenanceWithEntity) } },
  }),
  add: maintenance.post(
    "/v1/entities/{id}/maintenance",
    "Log maintenance (a scheduled or a completed date is required; a completed recurring entry schedules the next)",
    { body: MaintenanceInput, responses: { 201: ENTRY } },
  ),
  groupLog: maintenance.get("/v1/maintenance", "The group's whole maintenance log (Homebox's shape: an array)", {
    query: MaintenanceQuery,
    responses: { 200: { description: "Entries", schema: z.array(MaintenanceWithEntity) } },
  }),
  groupPage: maintenance.get(
    "/v1/maintenance/page",
    "A page of the group's maintenance log, with the number of entries and their total cost",
    {
      query: MaintenancePageQuery,
      responses: { 200: { description: "A page of entries", schema: MaintenancePage } },
    },
  ),
  replace: maintenance.put(
    "/v1/maintenance/{id}",
    "Replace a maintenance entry; completing a recurring one schedules the next",
    {
      body: MaintenanceInput,
      responses: { 200: ENTRY },
    },
  ),
  remove: maintenance.delete("/v1/maintenance/{id}", "Delete a maintenance entry", {
    responses: { 204: { description: "Deleted" } },
  }),
};
