import { appAddress } from "../http/app-address";
import { readFile, rm } from "node:fs/promises";
import { csvEndpoints as csv } from "../../contract";
import { incomingDir } from "../attachments/blob-store";
import { receiveUpload } from "../attachments/upload-body";
import { auth, type Api } from "../http/api";
import { ApiError } from "../http/errors";
import { exportStream } from "./csv-export";
import { selectedIds } from "./csv-selection";
import { importCsv } from "./csv-import";
import { readColumns } from "./import-columns";
import { parseMapping } from "./import-mapping";

const missingFile = () => new ApiError(422, "Send the file in the multipart part named csv.", { csv: "is required" });

/** Homebox's CSV import and export (docs/data-transfer.md). Registered before `/v1/entities/{id}`. */
export function registerCsvRoutes(api: Api) {
  const { db, config } = api.deps;

  api.handle(csv.import, async (c, { query }) => {
    const form = await receiveUpload(c, incomingDir(config.dataDir), { partName: "csv" });
    try {
      if (!form.file) throw missingFile();
      const mapping = parseMapping(form.fields.mapping);
      const dryRun = query.dryRun;
      const report = await importCsv(db, auth(c).groupId, await readFile(form.file.path), { dryRun, mapping });
      // Homebox answers an import with 204; the report is ours, asked for (the SPA does) or in a dry run.
      return dryRun || query.report ? report : c.body(null, 204);
    } finally {
      if (form.file) await rm(form.file.path, { force: true });
    }
  });

  api.handle(csv.columns, async (c) => {
    const form = await receiveUpload(c, incomingDir(config.dataDir), { partName: "csv" });
    if (!form.file) throw missingFile();
    try {
      return await readColumns(await readFile(form.file.path));
    } finally {
      await rm(form.file.path, { force: true });
    }
  });

  api.handle(csv.export, (c) =>
    c.body(exportStream(db.reader, auth(c).groupId, appAddress(c, config)), 200, csvHeaders("entities")),
  );

  api.handle(csv.exportSelection, async (c, { body }) => {
    const { groupId } = auth(c);
    const ids = await selectedIds(db.reader, groupId, body);
    return c.body(exportStream(db.reader, groupId, appAddress(c, config), ids), 200, csvHeaders("selection"));
  });
}

/** A CSV download named by what it holds and when it was made. */
function csvHeaders(what: string) {
  const stamp = new Date().toISOString().slice(0, 19).replace("T", "_").replace(/:/g, "-");
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="homebox-${what}_${stamp}.csv"`,
    "Cache-Control": "no-store",
  };
}
