import type { BlobStore } from "../attachments/blob-store";
import type { Db } from "../db/database";

/** The job tables: a backup or a report, made in this process, stored in the blob store when done. */
export type JobTable = "backup_jobs" | "report_jobs";

/** What a job's work reports at the end: the stored file, and columns of its own (a report's item count). */
export interface JobResult {
  key: string;
  size: number;
  extra?: { items?: number };
}

/**
 * Runs a job's work: `running`, progress in whole steps of 5 %, then `completed` with the blob key or `failed`
 * with the message. A job deleted while it ran finds its row gone and drops its file. A restart leaves it
 * `running` (docs/data-transfer.md).
 */
export async function runJob(
  deps: { db: Db; blobs: BlobStore },
  table: JobTable,
  id: string,
  work: (progress: (percent: number) => void) => Promise<JobResult>,
): Promise<void> {
  // Both tables share these columns; Kysely is given one of them to type the update.
  const jobs = table as "backup_jobs";
  const update = (set: Partial<{ status: "running" | "failed"; progress: number; error: string }>) =>
    deps.db.kysely
      .updateTable(jobs)
      .set({ ...set, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
  let shown = 0;
  // Progress writes go one after another and end before the completion, which they must not overwrite.
  let progressWrites: Promise<unknown> = Promise.resolve();
  try {
    await update({ status: "running" });
    const { key, size, extra } = await work((p) => {
      if (p >= shown + 5) {
        shown = p;
        progressWrites = progressWrites.then(() => update({ progress: p })).catch(() => undefined);
      }
    });
    await progressWrites;
    const done = await deps.db.kysely
      .updateTable(jobs)
      .set({
        status: "completed",
        progress: 100,
        size_bytes: size,
        blob_key: key,
        updated_at: new Date().toISOString(),
        ...(extra as object),
      })
      .where("id", "=", id)
      .executeTakeFirst();
    // Deleted while it ran: the file has no row to belong to.
    if (Number(done.numUpdatedRows) === 0) await deps.blobs.remove(key);
  } catch (err) {
    console.error(`[${table}] ${id} failed:`, err);
    await update({ status: "failed", error: String((err as Error).message ?? err).slice(0, 1000) }).catch(
      () => undefined,
    );
  }
}
