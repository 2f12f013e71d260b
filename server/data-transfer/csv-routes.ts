import { readFile, rm } from "node:fs/promises";
import { z } from "zod";
import { ImportQuery, ImportReport } from "../../contract";
import { incomingDir } from "../attachments/blob-store";
import { receiveUpload } from "../attachments/upload-body";
import { auth, type Api } from "../http/api";
import { ApiError } from "../http/errors";
import { parseQuery } from "../http/validate";
import { exportStream } from "./csv-export";
import { importCsv } from "./csv-import";

const CsvUploadBody = z.object({ csv: z.file().describe("CSV or TSV in UTF-8, at most 10 MiB and 50,000 rows") });

/** Homebox's CSV import and export (docs/data-transfer.md). Registered before `/v1/entities/:id`. */
export function registerCsvRoutes(api: Api) {
  const { db, config } = api.deps;

  api.route(
    {
      method: "post",
      path: "/v1/entities/import",
      tag: "data transfer",
      summary: "Import Homebox CSV or TSV (multipart part `csv`); `dryRun=true` checks without writing",
      query: ImportQuery,
      body: { schema: CsvUploadBody, contentType: "multipart/form-data" },
      responses: {
        200: { description: "What was (or, in a dry run, would be) imported", schema: ImportReport },
        422: { description: "Row errors: nothing was imported; the body also holds the report" },
      },
    },
    async (c) => {
      const { dryRun } = parseQuery(c, ImportQuery);
      const form = await receiveUpload(c, incomingDir(config.dataDir), { partName: "csv" });
      if (!form.file) throw new ApiError(422, "Send the file in the multipart part named csv.", { csv: "is required" });
      try {
        const bytes = await readFile(form.file.path);
        return c.json(await importCsv(db, auth(c).groupId, bytes, dryRun));
      } finally {
        await rm(form.file.path, { force: true });
      }
    },
  );

  api.route(
    {
      method: "get",
      path: "/v1/entities/export",
      tag: "data transfer",
      summary: "Every entity of the group as Homebox CSV (streamed)",
      responses: { 200: { description: "CSV", contentType: "text/csv" } },
    },
    (c) => {
      const stamp = new Date().toISOString().slice(0, 19).replace("T", "_").replace(/:/g, "-");
      const origin = new URL(c.req.url).origin;
      return c.body(exportStream(db.reader, auth(c).groupId, origin), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="homebox-entities_${stamp}.csv"`,
        "Cache-Control": "no-store",
      });
    },
  );
}
