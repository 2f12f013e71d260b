import type { ImportReport } from "../../../contract/data-transfer";
import { importRowErrorSentence } from "../../i18n/import-errors";

/**
 * The dry run's row errors as a CSV the user can open next to their file (row, column, problem in the
 * user's language).
 * csv-stringify's browser build is larger than the import page, so it loads on the first download.
 */
export async function rowErrorsCsv(report: ImportReport): Promise<string> {
  const { stringify } = await import("csv-stringify/browser/esm/sync");
  const rows = [
    ["Row", "Column", "Problem"],
    ...report.errors.map((e) => [String(e.row), e.column, importRowErrorSentence(e)]),
  ];
  return stringify(rows, { record_delimiter: "windows" });
}
