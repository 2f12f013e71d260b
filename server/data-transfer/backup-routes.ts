import { rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { backupEndpoints as endpoints } from "../../contract";
import { incomingDir } from "../attachments/blob-store";
import { receiveUpload } from "../attachments/upload-body";
import { conflict, invalid } from "../domain/errors";
import { takeTurnAfterBody } from "../http/admission";
import { auth, type Api } from "../http/api";
import { deleteBackup, findBackup, jobOut, listBackups, startBackup } from "./backup-jobs";
import { restoreBackup } from "./backup-restore";

/** The largest backup a restore takes (Homebox's default import limit). */
const MAX_BACKUP_BYTES = 1024 * 1024 * 1024;

export function registerBackupRoutes(api: Api) {
  const { db, blobs, config } = api.deps;
  const deps = { db, blobs, dataDir: config.dataDir };
  api.handle(endpoints.start, async (c) => jobOut(await startBackup(deps, auth(c).groupId)));
  api.handle(endpoints.list, async (c) => ({ items: await listBackups(db, auth(c).groupId) }));
  api.handle(endpoints.get, async (c, { params }) => jobOut(await findBackup(db, auth(c).groupId, params.id)));
  api.handle(endpoints.download, async (c, { params }) => {
    const row = await findBackup(db, auth(c).groupId, params.id);
    if (row.status !== "completed" || !row.blob_key) throw conflict("The backup is not ready yet.");
    const blob = await blobs.get(row.blob_key);
    return c.body(Readable.toWeb(blob.body) as ReadableStream<Uint8Array>, 200, {
      "Content-Type": "application/zip",
      "Content-Length": String(blob.size),
      "Content-Disposition": `attachment; filename="inventory-backup-${row.created_at.slice(0, 10)}-${row.id}.zip"`,
      "Cache-Control": "no-store",
    });
  });
  api.handle(endpoints.remove, (c, { params }) => deleteBackup(deps, auth(c).groupId, params.id));
  api.handle(endpoints.restore, async (c, { query }) => {
    const form = await receiveUpload(c, incomingDir(config.dataDir), { fileLimit: MAX_BACKUP_BYTES });
    if (!form.file) throw invalid({ file: "is required: the backup zip" });
    try {
      // The upload is in: the restore's work waits in line like every other request's (docs/api.md).
      await takeTurnAfterBody(c.req.raw);
      return { restored: await restoreBackup(deps, auth(c).groupId, form.file.path, query.replace) };
    } finally {
      await rm(form.file.path, { force: true });
    }
  });
}
