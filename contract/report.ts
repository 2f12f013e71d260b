import { z } from "zod";
import { Id, Timestamp } from "./basics";
import { resource } from "./endpoint";

export const REPORT_FORMATS = ["pdf", "csv"] as const;
export const ReportFormat = z.enum(REPORT_FORMATS, { error: "must be pdf or csv" });
export type ReportFormat = z.infer<typeof ReportFormat>;
/** The languages a report's titles, numbers and dates are written in (the SPA's). */
export const ReportLanguage = z.enum(["en", "de", "fr"], { error: "must be en, de or fr" });
export type ReportLanguage = z.infer<typeof ReportLanguage>;
/** The most entities a selection report names; a larger set is a location or the whole group. */
export const REPORT_SELECTION_MAX = 10_000;

/** What an inventory report covers: chosen entities, a location with everything beneath it, or the group. */
export const ReportScope = z.union(
  [
    z.object({
      entityIds: z
        .array(Id, { error: "must be a list of entity ids" })
        .min(1, { error: "must name at least one entity" })
        .max(REPORT_SELECTION_MAX, { error: `must name at most ${REPORT_SELECTION_MAX} entities` }),
    }),
    z.object({ locationId: Id }),
    z.object({ group: z.literal(true) }),
  ],
  { error: "must be {entityIds}, {locationId} or {group: true}" },
);
export type ReportScope = z.infer<typeof ReportScope>;

export const ReportStart = z.object({
  format: ReportFormat,
  scope: ReportScope,
  /** Default: the request's Accept-Language (English when it names none of the three). */
  language: ReportLanguage.optional(),
});
export type ReportStart = z.infer<typeof ReportStart>;

/** An inventory report being made in the background, as a backup is (docs/data-transfer.md). */
export const ReportJob = z.object({
  id: Id,
  format: ReportFormat,
  status: z.enum(["pending", "running", "completed", "failed"]),
  progress: z.number().int().min(0).max(100),
  sizeBytes: z.number(),
  /** The entities the report lists. */
  items: z.number(),
  error: z.string().optional(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ReportJob = z.infer<typeof ReportJob>;

const reports = resource("reports");
const JOB = { description: "The report job", schema: ReportJob };

/** Inventory reports for insurers: PDF or CSV of what the group owns, where, and what it was worth. */
export const reportEndpoints = {
  start: reports.post("/v1/reports", "Start an inventory report of a selection, a location or the whole group", {
    access: "viewer",
    body: ReportStart,
    responses: { 202: { description: "The job, pending", schema: ReportJob }, 422: { description: "Bad scope" } },
  }),
  get: reports.get("/v1/reports/{id}", "One report job and its progress", { responses: { 200: JOB } }),
  download: reports.get("/v1/reports/{id}/download", "The finished report (409 while it is being made)", {
    responses: {
      200: { description: "PDF or CSV", contentType: "application/pdf" },
      409: { description: "Not ready" },
    },
  }),
};
