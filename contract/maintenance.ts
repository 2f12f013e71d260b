import { z } from "zod";
import { DateInput, DateOutput, Id, Money, Name, PageParams, Text, Timestamp } from "./common";
import { resource } from "./endpoint";

/**
 * A maintenance entry as written (create and full update). At least one date must be set. `cost` takes a
 * number or, as Homebox sends it, a numeric string; it is answered as a number (docs/api.md, "Maintenance").
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
  })
  .superRefine((m, ctx) => {
    if (m.scheduledDate === "" && m.completedDate === "") {
      ctx.addIssue({ code: "custom", path: ["scheduledDate"], message: "a scheduled or a completed date is required" });
    }
  });
export type MaintenanceInput = z.output<typeof MaintenanceInput>;
export type MaintenanceInputValues = z.input<typeof MaintenanceInput>;

export const MaintenanceEntry = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  cost: z.number(),
  scheduledDate: DateOutput,
  completedDate: DateOutput,
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
  ...PageParams,
});
export type MaintenanceQuery = z.output<typeof MaintenanceQuery>;

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
    query: MaintenanceQuery.pick({ status: true }),
    responses: { 200: { description: "Entries", schema: z.array(MaintenanceWithEntity) } },
  }),
  add: maintenance.post(
    "/v1/entities/{id}/maintenance",
    "Log maintenance (a scheduled or a completed date is required)",
    { body: MaintenanceInput, responses: { 201: ENTRY } },
  ),
  groupLog: maintenance.get("/v1/maintenance", "The group's maintenance log, paged, with its total cost", {
    query: MaintenanceQuery,
    responses: { 200: { description: "A page of entries", schema: MaintenancePage } },
  }),
  replace: maintenance.put("/v1/maintenance/{id}", "Replace a maintenance entry", {
    body: MaintenanceInput,
    responses: { 200: ENTRY },
  }),
  remove: maintenance.delete("/v1/maintenance/{id}", "Delete a maintenance entry", {
    responses: { 204: { description: "Deleted" } },
  }),
};
