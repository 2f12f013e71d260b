import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import type { Kysely } from "kysely";
import type { ReportFormat, ReportLanguage } from "../../contract";
import { incomingDir, type BlobStore } from "../attachments/blob-store";
import type { JobResult } from "../data-transfer/job-runner";
import type { Database } from "../db/schema";
import type { PageHeading } from "./report-pdf";
import { reportFormats } from "./report-text";
import { reportWords } from "./report-words";

export interface ReportDeps {
  db: Kysely<Database>;
  dataDir: string;
}

/** The top of every page: the report's title, the group, who made it and now, in the requester's language. */
export async function reportHeading(
  db: Kysely<Database>,
  groupId: string,
  language: ReportLanguage,
  madeBy: string,
  title: "inventoryTitle" | "stocktakeTitle",
): Promise<PageHeading & { currency: string }> {
  const group = await db
    .selectFrom("groups")
    .select(["name", "currency"])
    .where("id", "=", groupId)
    .executeTakeFirstOrThrow();
  const madeOn = reportFormats(language, group.currency).moment(new Date().toISOString());
  return { title: reportWords(language)[title], group: group.name, currency: group.currency, madeBy, madeOn };
}

/** A report's file name: `inventory-report-2026-11-28.pdf`. */
export const reportFileName = (kind: string, format: ReportFormat, at: string) =>
  `${kind}-report-${at.slice(0, 10)}.${format}`;

export const contentTypeOf = (format: ReportFormat) =>
  format === "pdf" ? "application/pdf" : "text/csv; charset=utf-8";

/** Writes a report into a temporary file, then keeps it in the blob store (files or S3) for its download. */
export async function writeReportFile(
  deps: ReportDeps & { blobs: BlobStore },
  format: ReportFormat,
  write: (out: Writable) => Promise<{ items: number }>,
): Promise<JobResult> {
  const dir = incomingDir(deps.dataDir);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomUUID()}.${format}`);
  try {
    const out = createWriteStream(file);
    const written = finished(out);
    const { items } = await write(out);
    await written;
    const { size } = await stat(file);
    return { key: await deps.blobs.putFile(file, size), size, extra: { items } };
  } finally {
    await rm(file, { force: true });
  }
}
