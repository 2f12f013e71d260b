import { randomUUID } from "node:crypto";
import type { BackupJob } from "../../contract";
import type { BlobStore } from "../attachments/blob-store";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { writeBackup } from "./backup-export";

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

/**
 * Starts a backup job and runs it in this process (Homebox's queue is in-process too): the row says how
 * far it got. A restart while a job runs leaves it "running"; the list shows it, and deleting it is the
 * way out (docs/data-transfer.md).
 */
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

async function runBackup(deps: { db: Db; blobs: BlobStore; dataDir: string }, row: JobRow) {
  const update = (set: Partial<JobRow>) =>
    deps.db.kysely
      .updateTable("backup_jobs")
      .set({ ...set, updated_at: new Date().toISOString() })
      .where("id", "=", row.id)
      .execute();
  let shown = 0;
  try {
    await update({ status: "running" });
    const { key, size } = await writeBackup(
      { db: deps.db.reader, blobs: deps.blobs, dataDir: deps.dataDir },
      row.group_id,
      (p) => {
        // Only whole steps of 5 % reach the database.
        if (p >= shown + 5) {
          shown = p;
          void update({ progress: p }).catch(() => undefined);
        }
      },
    );
    const done = await deps.db.kysely
      .updateTable("backup_jobs")
      .set({
        status: "completed",
        progress: 100,
        size_bytes: size,
        blob_key: key,
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", row.id)
      .executeTakeFirst();
    // Deleted while it ran: the zip has no row to belong to.
    if (Number(done.numUpdatedRows) === 0) await deps.blobs.remove(key);
  } catch (err) {
    console.error(`[backup] ${row.id} failed:`, err);
    await update({ status: "failed", error: String((err as Error).message ?? err).slice(0, 1000) }).catch(
      () => undefined,
    );
  }
}
