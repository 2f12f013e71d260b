import type { Kysely } from "kysely";
import { setImmediate as nextTurn } from "node:timers/promises";
import { CatalogProduct, type CatalogImportResult } from "../../contract";
import type { Database } from "../db/schema";
import { issuesToFields } from "../domain/field-issues";
import { readCsv, type CsvRow } from "../csv/reader";
import { upsertCatalog } from "./product-store";

/** The documented columns, as written in the header row (matched case-insensitively). */
export const CATALOG_COLUMNS = [
  "barcode",
  "name",
  "description",
  "manufacturer",
  "modelNumber",
  "notes",
  "imageURL",
] as const;
const REQUIRED = ["barcode", "name"] as const;
/** The answer lists this many row errors at most (the first ones by line) and counts all of them. */
export const MAX_LISTED_ERRORS = 100;
/** Products written per transaction; other requests get their turn between two. */
const WRITE_BATCH = 2000;

/** The header row lacks a required column: the whole file is refused (422), nothing is imported. */
export class CatalogHeaderError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super("The CSV header row lacks a required column; see fields.");
  }
}

type ColumnIndex = Record<(typeof CATALOG_COLUMNS)[number], number>;

function columnIndex(header: CsvRow | undefined): ColumnIndex {
  const columns = (header?.fields ?? []).map((h) => h.trim().toLowerCase());
  const missing = header ? REQUIRED.filter((c) => !columns.includes(c.toLowerCase())) : REQUIRED;
  if (missing.length > 0) {
    throw new CatalogHeaderError(
      Object.fromEntries(missing.map((c) => [c, "required column is missing from the header row"])),
    );
  }
  return Object.fromEntries(CATALOG_COLUMNS.map((c) => [c, columns.indexOf(c.toLowerCase())])) as ColumnIndex;
}

/** A line of the catalog that was not imported, and why in English (the reader's errors are of this shape too). */
interface CatalogRowError {
  line: number;
  message: string;
}

function toProduct(row: CsvRow, index: ColumnIndex): CatalogProduct | CatalogRowError {
  const raw: Record<string, string> = {};
  for (const c of CATALOG_COLUMNS) {
    const cell = row.fields[index[c]];
    if (index[c] >= 0 && cell !== undefined) raw[c] = cell;
  }
  // Surrounding blanks in a cell are spreadsheet noise, never part of a code or a name.
  if (raw.barcode !== undefined) raw.barcode = raw.barcode.trim();
  const parsed = CatalogProduct.safeParse(raw);
  if (parsed.success) return parsed.data;
  const message = Object.entries(issuesToFields(parsed.error.issues))
    .map(([k, v]) => `${k} ${v}`)
    .join("; ");
  return { line: row.line, message };
}

/** Keeps the first `max` errors by line while counting all, in memory bounded by `max`. */
function firstErrors(max: number) {
  let kept: CatalogRowError[] = [];
  let count = 0;
  const trim = () => (kept = kept.sort((a, b) => a.line - b.line).slice(0, max));
  return {
    add(e: CatalogRowError) {
      count++;
      kept.push(e);
      if (kept.length >= 2 * max) trim();
    },
    result: () => ({ errors: trim(), errorCount: count }),
  };
}

/**
 * Upserts a catalog CSV's valid rows (invalid ones are reported by line); the file is checked whole before
 * anything is written, then written in batches so other requests get their turn. Throws CsvTooManyRowsError.
 */
export async function importCatalogCsv(
  db: Kysely<Database>,
  groupId: string,
  csv: Uint8Array | string,
  opts: { maxRows: number },
): Promise<CatalogImportResult> {
  let index: ColumnIndex | undefined;
  const errors = firstErrors(MAX_LISTED_ERRORS);
  // Within one file the last row of a code wins; the map holds at most one product per code.
  const latest = new Map<string, CatalogProduct>();
  let valid = 0;
  for await (const batch of readCsv(csv, { maxRecords: opts.maxRows + 1 })) {
    batch.errors.forEach(errors.add);
    for (const row of batch.rows) {
      if (!index) {
        index = columnIndex(row);
        continue;
      }
      const product = toProduct(row, index);
      if ("line" in product) {
        errors.add(product);
      } else {
        valid++;
        latest.set(product.barcode, product);
      }
    }
  }
  if (!index) columnIndex(undefined);

  let imported = 0;
  let batch: CatalogProduct[] = [];
  const write = async () => {
    imported += await upsertCatalog(db, groupId, batch);
    batch = [];
    await nextTurn();
  };
  for (const product of latest.values()) {
    batch.push(product);
    if (batch.length >= WRITE_BATCH) await write();
  }
  if (batch.length > 0) await write();
  return { imported, updated: valid - imported, ...errors.result() };
}
