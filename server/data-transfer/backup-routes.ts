import { rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { z } from "zod";
import { BackupJob, BackupJobList, RestoreQuery, RestoreResult } from "../../contract";
import { incomingDir } from "../attachments/blob-store";
import { receiveUpload } from "../attachments/upload-body";
import { assertOwner } from "../auth/roles";
import { auth, type Api, type Ctx } from "../http/api";
import { ApiError, invalid, notFound } from "../http/errors";
import { parseQuery, pathId } from "../http/validate";
import { jobOut, startBackup } from "./backup-jobs";
import { restoreBackup } from "./backup-restore";

/** The largest backup a restore takes (Homebox's default import limit). */
export const MAX_BACKUP_BYTES = 1024 * 1024 * 1024;

const RestoreBody = z.object({ file: z.file().describe("A zip made by GET /v1/group/exports/{id}/download") });

/** Full backup jobs and restore (docs/data-transfer.md, "Full backup" and "Restore"). */
export function registerBackupRoutes(api: Api) {
  const { db, blobs, config } = api.deps;
  const deps = { db, blobs, dataDir: config.dataDir };
  const job = async (c: Ctx) => {
    const row = await db.reader
      .selectFrom("backup_jobs")
      .selectAll()
      .where("id", "=", pathId(c))
      .where("group_id", "=", auth(c).groupId)
      .executeTakeFirst();
    if (!row) throw notFound("backup");
    return row;
  };

  api.route(
    {
      method: "post",
      path: "/v1/group/exports",
      tag: "data transfer",
      summary: "Start a full backup (JSON of every table and every attachment file, in a zip)",
      responses: { 202: { description: "The job, pending", schema: BackupJob } },
    },
    async (c) => c.json(jobOut(await startBackup(deps, auth(c).groupId)), 202),
  );
  api.route(
    {
      method: "get",
      path: "/v1/group/exports",
      tag: "data transfer",
      summary: "The group's backups, newest first",
      responses: { 200: { description: "Jobs", schema: BackupJobList } },
    },
    async (c) => {
      const rows = await db.reader
        .selectFrom("backup_jobs")
        .selectAll()
        .where("group_id", "=", auth(c).groupId)
        .orderBy("created_at", "desc")
        .execute();
      return c.json({ items: rows.map(jobOut) });
    },
  );
  api.route(
    {
      method: "get",
      path: "/v1/group/exports/:id",
      tag: "data transfer",
      summary: "One backup job",
      responses: { 200: { description: "Job", schema: BackupJob } },
    },
    async (c) => c.json(jobOut(await job(c))),
  );
  api.route(
    {
      method: "get",
      path: "/v1/group/exports/:id/download",
      tag: "data transfer",
      summary: "The finished backup's zip (409 while it is being written)",
      responses: { 200: { description: "Zip", contentType: "application/zip" }, 409: { description: "Not ready" } },
    },
    async (c) => {
      const row = await job(c);
      if (row.status !== "completed" || !row.blob_key) throw new ApiError(409, "The backup is not ready yet.");
      const blob = await blobs.get(row.blob_key);
      return c.body(Readable.toWeb(blob.body) as ReadableStream<Uint8Array>, 200, {
        "Content-Type": "application/zip",
        "Content-Length": String(blob.size),
        "Content-Disposition": `attachment; filename="inventory-backup-${row.created_at.slice(0, 10)}-${row.id}.zip"`,
        "Cache-Control": "no-store",
      });
    },
  );
  api.route(
    {
      method: "delete",
      path: "/v1/group/exports/:id",
      tag: "data transfer",
      summary: "Delete a backup and its zip",
      responses: { 204: { description: "Deleted (also when it did not exist)" } },
    },
    async (c) => {
      const id = pathId(c);
      const row = await db.kysely
        .deleteFrom("backup_jobs")
        .where("id", "=", id)
        .where("group_id", "=", auth(c).groupId)
        .returning("blob_key")
        .executeTakeFirst();
      if (row?.blob_key) await blobs.remove(row.blob_key).catch(() => undefined);
      return c.body(null, 204);
    },
  );
  api.route(
    {
      method: "post",
      path: "/v1/group/import",
      tag: "data transfer",
      summary: "Restore a full backup (owner only); 409 when the group is not empty unless replace=true",
      query: RestoreQuery,
      body: { schema: RestoreBody, contentType: "multipart/form-data" },
      responses: {
        200: { description: "Restored", schema: RestoreResult },
        409: { description: "The group is not empty" },
        422: { description: "Damaged or foreign zip; nothing written" },
      },
    },
    async (c) => {
      assertOwner(c);
      const { replace } = parseQuery(c, RestoreQuery);
      const form = await receiveUpload(c, incomingDir(config.dataDir), { fileLimit: MAX_BACKUP_BYTES });
      if (!form.file) throw invalid({ file: "is required: the backup zip" });
      try {
        const restored = await restoreBackup(deps, auth(c).groupId, form.file.path, replace);
        return c.json({ restored });
      } finally {
        await rm(form.file.path, { force: true });
      }
    },
  );
}
