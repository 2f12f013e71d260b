import { z } from "zod";
import { BoolParam, Id, Timestamp } from "./common";
import { resource } from "./endpoint";

/** A full-backup job (Homebox's ExportOut, export jobs only): `GET /v1/group/exports` lists them newest first. */
export const BackupJob = z.object({
  id: Id,
  groupId: Id,
  kind: z.literal("export"),
  status: z.enum(["pending", "running", "completed", "failed"]),
  progress: z.number().int().min(0).max(100),
  sizeBytes: z.number(),
  error: z.string().optional(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type BackupJob = z.infer<typeof BackupJob>;

export const BackupJobList = z.object({ items: z.array(BackupJob) });

export const RestoreQuery = z.object({
  replace: BoolParam.optional().transform(Boolean),
});

/** What a restore wrote: rows per table of the backup format (docs/data-transfer.md). */
export const RestoreResult = z.object({ restored: z.record(z.string(), z.number()) });
export type RestoreResult = z.infer<typeof RestoreResult>;

const RestoreBody = z.object({ file: z.file().describe("A zip made by GET /v1/group/exports/{id}/download") });
const JOB = { description: "Job", schema: BackupJob };

const dataTransfer = resource("data transfer");

/** Full backup jobs and restore (docs/data-transfer.md, "Full backup" and "Restore"). */
export const backupEndpoints = {
  start: dataTransfer.post(
    "/v1/group/exports",
    "Start a full backup (JSON of every table and every attachment file, in a zip)",
    { responses: { 202: { description: "The job, pending", schema: BackupJob } } },
  ),
  list: dataTransfer.get("/v1/group/exports", "The group's backups, newest first", {
    responses: { 200: { description: "Jobs", schema: BackupJobList } },
  }),
  get: dataTransfer.get("/v1/group/exports/{id}", "One backup job", { responses: { 200: JOB } }),
  download: dataTransfer.get(
    "/v1/group/exports/{id}/download",
    "The finished backup's zip (409 while it is being written)",
    { responses: { 200: { description: "Zip", contentType: "application/zip" }, 409: { description: "Not ready" } } },
  ),
  remove: dataTransfer.delete("/v1/group/exports/{id}", "Delete a backup and its zip", {
    responses: { 204: { description: "Deleted (also when it did not exist)" } },
  }),
  restore: dataTransfer.post(
    "/v1/group/import",
    "Restore a full backup (owner only); 409 when the group is not empty unless replace=true",
    {
      access: "owner",
      query: RestoreQuery,
      body: { contentType: "multipart/form-data", schema: RestoreBody },
      responses: {
        200: { description: "Restored", schema: RestoreResult },
        409: { description: "The group is not empty" },
        422: { description: "Damaged or foreign zip; nothing written" },
      },
    },
  ),
};
