import { createHash } from "node:crypto";
import { formatAssetId, type ImportReport, type ImportRowError } from "../../contract";
import { toUtf8, UnreadableEncodingError } from "../csv/encoding";
import { restoreFormula } from "../csv/formula-cells";
import { CsvTooManyRowsError, MAX_RECORD_KIB, readCsv } from "../csv/reader";
import type { Db } from "../db/database";
import { readHeader, readRecord, type CsvHeader, type CsvRecord } from "../domain/homebox-csv";
import { DomainError } from "../domain/errors";
import { loadSnapshot } from "./group-snapshot";
import { planImport, type ImportPlan } from "./import-plan";
import { fileColumnName, formatOf, mappedHeader, type SheetMapping } from "./import-mapping";
import { writePlan } from "./import-write";

/** Data rows one file may hold (docs/data-transfer.md, "Limits"); the byte limit is the upload's 10 MiB. */
export const MAX_IMPORT_ROWS = 50_000;
const SHOWN_ERRORS = 100;
/** Records read and checked between two turns of the event loop (some 30 ms on a loaded machine). */
const READ_BATCH = 250;
const PREVIEW_ROWS = 20;

/** A 422 for the file: its fields and the report as they are, without per-field codes (row messages have none). */
const fileError = (message: string, fields: Record<string, string>, report?: ImportReport) =>
  new DomainError("invalid", message, { extra: { fields, ...report } });

/**
 * Homebox's separator rule, on the first line: a tab when the line has no comma or its first tab comes
 * before its first comma; a comma otherwise. Ours besides: a semicolon (what German and French spreadsheet
 * programs write) when one comes before any comma or tab. None of the three is no CSV at all.
 */
export function sniffSeparator(bytes: Uint8Array): Separator {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString("utf8");
  const line = head.split(/\r\n|\n|\r/, 1)[0] ?? "";
  const at = (c: string) => (line.includes(c) ? line.indexOf(c) : Infinity);
  const [comma, tab, semicolon] = [at(","), at("\t"), at(";")];
  if (semicolon < Math.min(comma, tab)) return ";";
  if (comma === Infinity && tab === Infinity) {
    throw fileError("The file is not CSV or TSV: its first line has no comma, tab or semicolon.", {
      csv: "could not determine the separator",
    });
  }
  return tab < comma ? "\t" : ",";
}

type Separator = "," | "\t" | ";";
const SEPARATOR_NAMES = { ",": "comma", "\t": "tab", ";": "semicolon" } as const;

interface ReadRows {
  header: CsvHeader;
  rows: Array<{ line: number; record: CsvRecord }>;
  errors: ImportRowError[];
  blank: number;
  total: number;
}

async function readRows(bytes: Uint8Array, delimiter: Separator, mapping?: SheetMapping): Promise<ReadRows> {
  let header: CsvHeader | undefined;
  const out: Omit<ReadRows, "header"> = { rows: [], errors: [], blank: 0, total: 0 };
  try {
    for await (const batch of readCsv(bytes, { maxRecords: MAX_IMPORT_ROWS + 1, delimiter, batchSize: READ_BATCH })) {
      for (const e of batch.errors) {
        const params = e.code === "row_too_large" ? { kib: MAX_RECORD_KIB } : {};
        out.errors.push({ row: e.line, column: "", code: e.code, params, message: e.message });
      }
      for (const row of batch.rows) {
        if (!header) {
          header = mapping ? mappedHeader(row.fields, mapping) : homeboxHeader(row.fields);
          continue;
        }
        out.total++;
        // A cell our export neutralized (a leading "'" before "=", "-", …) is read as it was.
        const record = readRecord(header, row.fields.map(restoreFormula), formatOf(mapping));
        if ("blank" in record) out.blank++;
        else if ("errors" in record) {
          for (const e of record.errors) {
            out.errors.push({ ...e, row: row.line, column: fileColumnName(mapping, e.column) });
          }
        } else out.rows.push({ line: row.line, record: record.ok });
      }
    }
  } catch (err) {
    if (err instanceof CsvTooManyRowsError) {
      throw fileError(`A file may hold at most ${MAX_IMPORT_ROWS} data rows.`, { csv: "too many rows" });
    }
    throw err;
  }
  if (!header || out.total === 0) {
    throw fileError("The file needs a header row and at least one data row.", { csv: "no data rows" });
  }
  return { header, ...out };
}

function homeboxHeader(names: readonly string[]): CsvHeader {
  const read = readHeader(names);
  if ("error" in read) throw fileError(read.error, { csv: "the header row has no HB.name column" });
  return read.ok;
}

function report(
  read: ReadRows,
  plan: ImportPlan,
  separator: Separator,
  dryRun: boolean,
): Omit<ImportReport, "encoding"> {
  const errors = [...read.errors, ...plan.errors].sort((a, b) => a.row - b.row);
  const fromRows = plan.entities.flatMap((e) => (e.record ? [{ ...e, record: e.record }] : []));
  return {
    dryRun,
    rows: read.total,
    create: fromRows.filter((e) => !e.existing).length,
    update: fromRows.filter((e) => e.existing).length,
    skip: read.blank,
    newLocations: plan.entities.filter((e) => !e.existing && e.isLocation).length,
    newTags: plan.tags.length,
    newTypes: plan.types.length,
    separator: SEPARATOR_NAMES[separator],
    ignoredColumns: read.header.ignored,
    errors: errors.slice(0, SHOWN_ERRORS),
    errorCount: errors.length,
    preview: fromRows
      .sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
      .slice(0, PREVIEW_ROWS)
      .map((e) => ({
        row: e.line ?? 0,
        action: e.existing ? ("update" as const) : ("create" as const),
        id: e.id,
        name: e.name,
        location: e.record.locationPath.join(" / "),
        tags: e.record.tagNames,
        quantity: e.record.quantity,
        purchasePrice: e.record.purchasePrice,
        purchaseDate: e.record.purchaseDate,
        assetId: formatAssetId(e.assetId),
      })),
  };
}

/** The file as UTF-8 (docs/data-transfer.md, encodings); 422 for UTF-16. */
export function readText(bytes: Uint8Array): ReturnType<typeof toUtf8> {
  try {
    return toUtf8(bytes);
  } catch (err) {
    if (err instanceof UnreadableEncodingError) throw fileError(err.message, { csv: "is not UTF-8 text" });
    throw err;
  }
}

/**
 * Checks the whole file first: a dry run answers what would happen, a file with errors is refused whole (422),
 * any other is written in batches (docs/data-transfer.md).
 */
export async function importCsv(
  db: Db,
  groupId: string,
  bytes: Uint8Array,
  opts: { dryRun: boolean; mapping?: SheetMapping; onProgress?: (written: number, total: number) => void },
): Promise<ImportReport> {
  const { dryRun, mapping, onProgress } = opts;
  const text = readText(bytes);
  const separator = sniffSeparator(text.bytes);
  const read = await readRows(text.bytes, separator, mapping);
  const snapshot = await loadSnapshot(db.reader, groupId);
  const plan = await planImport(snapshot, read.rows, {
    typeColumn: read.header.columns.has("HB.type") || read.header.columns.has("HB.is_location"),
    locationColumn: read.header.columns.has("HB.location"),
    fileRef: `csv:${createHash("sha256").update(bytes).digest("hex").slice(0, 16)}`,
  });
  const answer = { ...report(read, plan, separator, dryRun), encoding: text.encoding };
  if (dryRun) return answer;
  if (answer.errorCount > 0) {
    const fields = Object.fromEntries(answer.errors.map((e) => [`rows[${e.row}].${e.column || "$"}`, e.message]));
    throw fileError(`${answer.errorCount} problem(s) in the file; nothing was imported.`, fields, answer);
  }
  await writePlan(db, groupId, plan, (written) => onProgress?.(written, plan.entities.length));
  return answer;
}
