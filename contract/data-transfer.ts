import { z } from "zod";
import { BoolParam, Id } from "./common";
import { resource } from "./endpoint";
import { Selection } from "./bulk";
import { ImportRowError } from "./import-row-errors";

export const ImportQuery = z.object({
  dryRun: BoolParam.optional().transform(Boolean),
  /** Answer 200 with the ImportReport; without it a real import answers 204 as Homebox does. A dry run always reports. */
  report: BoolParam.optional().transform(Boolean),
});

/**
 * The Homebox columns a column of any spreadsheet can be read as (docs/data-transfer.md, "Column mapping"),
 * in the order the import page offers them; `HB.field.<name>` makes a text custom field besides.
 */
export const MAPPABLE_COLUMNS = [
  "HB.name",
  "HB.location",
  "HB.quantity",
  "HB.min_quantity",
  "HB.unit",
  "HB.description",
  "HB.notes",
  "HB.tags",
  "HB.manufacturer",
  "HB.model_number",
  "HB.serial_number",
  "HB.asset_id",
  "HB.purchase_price",
  "HB.purchase_date",
  "HB.purchase_from",
  "HB.warranty_expires",
  "HB.warranty_details",
  "HB.lifetime_warranty",
  "HB.insured",
  "HB.archived",
  "HB.sold_to",
  "HB.sold_price",
  "HB.sold_date",
  "HB.sold_notes",
  "HB.import_ref",
  "HB.parent_import_ref",
  "HB.type",
  "HB.is_location",
] as const;
export type MappableColumn = (typeof MAPPABLE_COLUMNS)[number];

export const CUSTOM_FIELD_PREFIX = "HB.field.";
const CustomFieldTarget = z
  .string()
  .regex(/^HB\.field\.\S/)
  .max(CUSTOM_FIELD_PREFIX.length + 255);
const ImportTarget = z.union([z.enum(MAPPABLE_COLUMNS), CustomFieldTarget], {
  error: "is not a column the import reads (HB.name, HB.location, …, or HB.field.<name>)",
});

/** How the numbers, dates and yes/no cells of a mapped sheet are written: English, German or French. */
export const SheetLocale = z.enum(["en", "de", "fr"]);
export type SheetLocale = z.infer<typeof SheetLocale>;

/**
 * The multipart part `mapping` (JSON) of an import of a sheet without Homebox's `HB.*` header: which of the
 * file's columns (by header text) is read as which Homebox column, and the language of its cells.
 * Only mapped columns are read; one must be `HB.name`.
 */
export const ImportMapping = z.object({
  columns: z.record(z.string(), ImportTarget),
  locale: SheetLocale.default("en"),
});
export type ImportMapping = z.input<typeof ImportMapping>;

/** `POST /v1/entities/import/columns`: a file's header row and first rows as read, for the mapping page. */
export const ImportColumns = z.object({
  columns: z.array(z.string()),
  /** The first data rows' cells as they stand in the file. */
  rows: z.array(z.array(z.string())),
  /** The header has `HB.name`: a Homebox file, imported without a mapping. */
  homebox: z.boolean(),
});
export type ImportColumns = z.infer<typeof ImportColumns>;

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
  purchaseDate: z.string(),
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
  separator: z.enum(["comma", "tab", "semicolon"]),
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

const CsvFile = z.file().describe("CSV or TSV in UTF-8 or Windows-1252, at most 10 MiB and 50,000 rows");
const CsvUploadBody = z.object({
  csv: CsvFile,
  mapping: z.string().optional().describe("ImportMapping as JSON, for a sheet without HB.* columns"),
});

const dataTransfer = resource("data transfer");

/** Homebox's CSV import and export (docs/data-transfer.md). */
export const csvEndpoints = {
  import: dataTransfer.post(
    "/v1/entities/import",
    "Import Homebox CSV or TSV (multipart part `csv`, optional `mapping`); `dryRun=true` checks without writing",
    {
      query: ImportQuery,
      body: { contentType: "multipart/form-data", schema: CsvUploadBody },
      responses: {
        200: {
          description: "With dryRun=true or report=true: what was (or would be) imported",
          schema: ImportReport,
        },
        204: { description: "Imported (Homebox's answer, the default)" },
        422: { description: "Row errors or a bad mapping: nothing was imported; row errors come with the report" },
      },
    },
  ),
  columns: dataTransfer.post(
    "/v1/entities/import/columns",
    "A CSV or TSV file's header row and first rows as read, to map its columns before the import",
    {
      body: { contentType: "multipart/form-data", schema: z.object({ csv: CsvFile }) },
      responses: { 200: { description: "The header and first rows", schema: ImportColumns } },
    },
  ),
  export: dataTransfer.get("/v1/entities/export", "Every entity of the group as Homebox CSV (streamed)", {
    responses: { 200: { description: "CSV", contentType: "text/csv" } },
  }),
  exportSelection: dataTransfer.post(
    "/v1/entities/export",
    "The selected entities (`ids`, or what the list `filter` matches) as Homebox CSV, in the export's format",
    {
      body: Selection,
      responses: {
        200: { description: "CSV", contentType: "text/csv" },
        404: { description: "Ids of no entity of this group; `failures` lists them" },
      },
    },
  ),
};
