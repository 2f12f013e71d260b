import { z } from "zod";
import { BoolParam, Id } from "./common";
import { resource } from "./endpoint";

export const ImportQuery = z.object({
  dryRun: BoolParam.optional().transform(Boolean),
});

/** One problem of one row: the file's line number, the column (`HB.name`; "" for the row as a whole). */
export const ImportRowError = z.object({ row: z.number(), column: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof ImportRowError>;

/** A row as it will be stored, for the dry run's preview. */
export const ImportPreviewRow = z.object({
  row: z.number(),
  action: z.enum(["create", "update"]),
  id: Id,
  name: z.string(),
  location: z.string(),
  tags: z.array(z.string()),
  quantity: z.number(),
  purchasePrice: z.number(),
  assetId: z.string(),
});

/**
 * The answer of `POST /v1/entities/import` (dry run or not), and the body of its 422 when a file has
 * errors (then with `error` too, and nothing written). docs/data-transfer.md describes each count.
 */
export const ImportReport = z.object({
  dryRun: z.boolean(),
  /** Data rows read (blank ones included). */
  rows: z.number(),
  create: z.number(),
  update: z.number(),
  /** Rows whose every cell is empty. */
  skip: z.number(),
  newLocations: z.number(),
  newTags: z.number(),
  newTypes: z.number(),
  separator: z.enum(["comma", "tab"]),
  /** How the file's text was read: UTF-8, or Windows-1252 (Latin-1) when it was not valid UTF-8. */
  encoding: z.enum(["utf-8", "windows-1252"]),
  /** Columns the import does not read. */
  ignoredColumns: z.array(z.string()),
  /** The first 100 row errors; `errorCount` counts them all. */
  errors: z.array(ImportRowError),
  errorCount: z.number(),
  /** The first 20 rows as they will be stored. */
  preview: z.array(ImportPreviewRow),
});
export type ImportReport = z.infer<typeof ImportReport>;

const CsvUploadBody = z.object({
  csv: z.file().describe("CSV or TSV in UTF-8 or Windows-1252, at most 10 MiB and 50,000 rows"),
});

const dataTransfer = resource("data transfer");

/** Homebox's CSV import and export (docs/data-transfer.md). */
export const csvEndpoints = {
  import: dataTransfer.post(
    "/v1/entities/import",
    "Import Homebox CSV or TSV (multipart part `csv`); `dryRun=true` checks without writing",
    {
      query: ImportQuery,
      body: { contentType: "multipart/form-data", schema: CsvUploadBody },
      responses: {
        200: { description: "What was (or, in a dry run, would be) imported", schema: ImportReport },
        422: { description: "Row errors: nothing was imported; the body also holds the report" },
      },
    },
  ),
  export: dataTransfer.get("/v1/entities/export", "Every entity of the group as Homebox CSV (streamed)", {
    responses: { 200: { description: "CSV", contentType: "text/csv" } },
  }),
};
