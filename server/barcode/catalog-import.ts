import type { Kysely } from "kysely";
import { CatalogProduct, type CatalogImportResult } from "../../src/api/contract";
import type { Database } from "../db/schema";
import { issuesToFields } from "../http/errors";
import { parseCsv } from "./csv";
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

/** The header row lacks a required column: the whole file is refused (422), nothing is imported. */
export class CatalogHeaderError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super("The CSV header row lacks a required column; see fields.");
  }
}

/**
 * Imports a catalog CSV into one group: valid rows are upserted (source "catalog"), invalid ones are
 * reported by line and skipped. Unknown columns are ignored so that spreadsheet exports work as they are.
 */
export async function importCatalogCsv(
  db: Kysely<Database>,
  groupId: string,
  csv: string,
): Promise<CatalogImportResult> {
  const { records, errors } = parseCsv(csv);
  const [header, ...rows] = records;
  const columns = (header?.fields ?? []).map((h) => h.trim().toLowerCase());
  const missing = REQUIRED.filter((c) => !columns.includes(c.toLowerCase()));
  if (!header || missing.length > 0) {
    const which = header ? missing : REQUIRED;
    throw new CatalogHeaderError(
      Object.fromEntries(which.map((c) => [c, "required column is missing from the header row"])),
    );
  }
  const index = Object.fromEntries(CATALOG_COLUMNS.map((c) => [c, columns.indexOf(c.toLowerCase())]));

  const valid: CatalogProduct[] = [];
  const rowErrors = errors.filter((e) => e.line > header.line);
  for (const row of rows) {
    const raw: Record<string, string> = {};
    for (const c of CATALOG_COLUMNS) {
      const at = index[c] ?? -1;
      if (at >= 0 && row.fields[at] !== undefined) raw[c] = row.fields[at];
    }
    // Surrounding blanks in a cell are spreadsheet noise, never part of a code or a name.
    if (raw.barcode !== undefined) raw.barcode = raw.barcode.trim();
    const parsed = CatalogProduct.safeParse(raw);
    if (parsed.success) {
      valid.push(parsed.data);
    } else {
      const fields = issuesToFields(parsed.error.issues);
      const message = Object.entries(fields)
        .map(([k, v]) => `${k} ${v}`)
        .join("; ");
      rowErrors.push({ line: row.line, message });
    }
  }
  const counts = valid.length > 0 ? await upsertCatalog(db, groupId, valid) : { imported: 0, updated: 0 };
  rowErrors.sort((a, b) => a.line - b.line);
  return { ...counts, errors: rowErrors };
}
