import { randomUUID } from "node:crypto";
import type { ReportJob, ReportStart } from "../../contract";
import type { BlobStore } from "../attachments/blob-store";
import { runJob } from "../data-transfer/job-runner";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { notFound } from "../domain/errors";
import { writeInventoryReport } from "./inventory-report";
import { planReport } from "./inventory-rows";

type JobRow = Database["report_jobs"];
type Deps = { db: Db; blobs: BlobStore; dataDir: string };

export const reportOut = (r: JobRow): ReportJob => ({
  id: r.id,
  format: r.format,
  status: r.status,
  progress: r.progress,
  sizeBytes: Number(r.size_bytes),
  items: Number(r.items),
  ...(r.error ? { error: r.error } : {}),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export async function findReport(db: Db, groupId: string, id: string): Promise<JobRow> {
  const row = await db.reader
    .selectFrom("report_jobs")
    .selectAll()
    .where("id", "=", id)
    .where("group_id", "=", groupId)
    .executeTakeFirst();
  if (!row) throw notFound("report");
  return row;
}

/**
 * Checks the scope (bad ones are a 422 before any job exists), then makes the report in the background with
 * the backups' job runner; the answer is the pending job, which the client polls for its progress.
 */
export async function startReport(
  deps: Deps,
  who: { groupId: string; userName: string },
  body: ReportStart & { language: NonNullable<ReportStart["language"]> },
): Promise<JobRow> {
  const plan = await planReport(deps.db.reader, who.groupId, body.scope);
  const now = new Date().toISOString();
  const row: JobRow = {
    id: randomUUID(),
    group_id: who.groupId,
    format: body.format,
    status: "pending",
    progress: 0,
    items: plan.items,
    size_bytes: 0,
    blob_key: null,
    error: "",
    created_at: now,
    updated_at: now,
  };
  await deps.db.kysely.insertInto("report_jobs").values(row).execute();
  const request = { groupId: who.groupId, format: body.format, language: body.language, madeBy: who.userName, plan };
  void runJob(deps, "report_jobs", row.id, (progress) =>
    writeInventoryReport({ db: deps.db.reader, blobs: deps.blobs, dataDir: deps.dataDir }, request, progress),
  );
  return row;
}
