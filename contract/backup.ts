import { z } from "zod";
import { Id, Timestamp } from "./common";

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
  replace: z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .optional()
    .transform((v) => v === "true" || v === "1"),
});

/** What a restore wrote: rows per table of the backup format (docs/data-transfer.md). */
export const RestoreResult = z.object({ restored: z.record(z.string(), z.number()) });
export type RestoreResult = z.infer<typeof RestoreResult>;
