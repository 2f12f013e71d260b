import { Readable } from "node:stream";
import { reportEndpoints as endpoints } from "../../contract";
import { conflict } from "../domain/errors";
import { seedLanguage } from "../groups/seed-names";
import { auth, type Api } from "../http/api";
import { requestHeader } from "../http/request-header";
import { contentTypeOf, reportFileName } from "./report-file";
import { findReport, reportOut, startReport } from "./report-jobs";

/** Inventory reports: any member may make and download one (they show what members may read anyway). */
export function registerReportRoutes(api: Api) {
  const { db, blobs, config } = api.deps;
  const deps = { db, blobs, dataDir: config.dataDir };
  api.handle(endpoints.start, async (c, { body }) => {
    const language = body.language ?? seedLanguage(requestHeader(c, "accept-language"));
    return reportOut(await startReport(deps, auth(c), { ...body, language }));
  });
  api.handle(endpoints.get, async (c, { params }) => reportOut(await findReport(db, auth(c).groupId, params.id)));
  api.handle(endpoints.download, async (c, { params }) => {
    const row = await findReport(db, auth(c).groupId, params.id);
    if (row.status !== "completed" || !row.blob_key) throw conflict("The report is not ready yet.");
    const blob = await blobs.get(row.blob_key);
    return c.body(Readable.toWeb(blob.body) as ReadableStream<Uint8Array>, 200, {
      "Content-Type": contentTypeOf(row.format),
      "Content-Length": String(blob.size),
      "Content-Disposition": `attachment; filename="${reportFileName("inventory", row.format, row.created_at)}"`,
      "Cache-Control": "no-store",
    });
  });
}
