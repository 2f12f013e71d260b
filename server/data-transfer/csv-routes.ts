import { readFile, rm } from "node:fs/promises";
import { csvEndpoints as csv } from "../../contract";
import { incomingDir } from "../attachments/blob-store";
import { receiveUpload } from "../attachments/upload-body";
import { auth, type Api } from "../http/api";
import { ApiError } from "../http/errors";
import { exportStream } from "./csv-export";
import { importCsv } from "./csv-import";

/** Homebox's CSV import and export (docs/data-transfer.md). Registered before `/v1/entities/{id}`. */
export function registerCsvRoutes(api: Api) {
  const { db, config } = api.deps;

  api.handle(csv.import, async (c, { query }) => {
    const form = await receiveUpload(c, incomingDir(config.dataDir), { partName: "csv" });
    if (!form.file) throw new ApiError(422, "Send the file in the multipart part named csv.", { csv: "is required" });
    try {
      return await importCsv(db, auth(c).groupId, await readFile(form.file.path), query.dryRun);
    } finally {
      await rm(form.file.path, { force: true });
    }
  });

  api.handle(csv.export, (c) => {
    const stamp = new Date().toISOString().slice(0, 19).replace("T", "_").replace(/:/g, "-");
    return c.body(exportStream(db.reader, auth(c).groupId, new URL(c.req.url).origin), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="homebox-entities_${stamp}.csv"`,
      "Cache-Control": "no-store",
    });
  });
}
