import { randomUUID } from "node:crypto";
import type { BackupJob } from "../../contract";
import type { BlobStore } from "../attachments/blob-store";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { notFound } from "../domain/errors";
import { writeBackup } from "./backup-export";
import { runJob } from "./job-runner";

type JobRow = Database["backup_jobs"];

export const jobOut = (r: JobRow): BackupJob => ({
  id: r.id,
  groupId: r.group_id,
  kind: "export",
  status: r.status,
  progress: r.progress,
  sizeBytes: Number(r.size_bytes),
  ...(r.error ? { error: r.error } : {}),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export async function listBackups(db: Db, groupId: string): Promise<BackupJob[]> {
  const rows = await db.reader
    .selectFrom("backup_jobs")
    .selectAll()
    .where("group_id", "=", groupId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map(jobOut);
}

export async function findBackup(db: Db, groupId: string, id: string): Promise<JobRow> {
  const row = await db.reader
    .selectFrom("backup_jobs")
    .selectAll()
    .where("id", "=", id)
    .where("group_id", "=", groupId)
    .executeTakeFirst();
  if (!row) throw notFound("backup");
  return row;
}

/** Deletes a backup and its zip; a job still running finds its row gone and drops its zip (runBackup). */
export async function deleteBackup(deps: { db: Db; blobs: BlobStore }, groupId: string, id: string): Promise<void> {
  const row = await deps.db.kysely
    .deleteFrom("backup_jobs")
    .where("id", "=", id)
    .where("group_id", "=", groupId)
    .returning("blob_key")
    .executeTakeFirst();
  if (row?.blob_key) await deps.blobs.remove(row.blob_key).catch(() => undefined);
}

/** Starts a backup job in this process; a restart leaves it "running" until deleted (docs/data-transfer.md). */
export async function startBackup(deps: { db: Db; blobs: BlobStore; dataDir: string }, groupId: string) {
  const now = new Date().toISOString();
  const row: JobRow = {
    id: randomUUID(),
    group_id: groupId,
    status: "pending",
    progress: 0,
    size_bytes: 0,
    blob_key: null,
    error: "",
    created_at: now,
    updated_at: now,
  };
  await deps.db.kysely.insertInto("backup_jobs").values(row).execute();
  void runBackup(deps, row);
  return row;
}

function runBackup(deps: { db: Db; blobs: BlobStore; dataDir: string }, row: JobRow) {
  return runJob(deps, "backup_jobs", row.id, (progress) =>
    writeBackup({ db: deps.db.reader, blobs: deps.blobs, dataDir: deps.dataDir }, row.group_id, progress),
  );
}
