import type { ImportColumns } from "../../contract";
import { restoreFormula } from "../csv/formula-cells";
import { readCsv } from "../csv/reader";
import { invalid } from "../domain/errors";
import { readText, sniffSeparator } from "./csv-import";

/** Data rows the mapping page shows beside each column's choice. */
const SAMPLE_ROWS = 5;

/**
 * A file's header row and first data rows, read exactly as the import reads them (encoding, separator,
 * quoting), so the import page can offer a mapping for a sheet without Homebox's columns.
 */
export async function readColumns(bytes: Uint8Array): Promise<ImportColumns> {
  const text = readText(bytes);
  const delimiter = sniffSeparator(text.bytes);
  const records: string[][] = [];
  for await (const batch of readCsv(text.bytes, { maxRecords: Infinity, delimiter, batchSize: SAMPLE_ROWS + 1 })) {
    records.push(...batch.rows.map((r) => r.fields.map(restoreFormula)));
    if (records.length > SAMPLE_ROWS) break;
  }
  const [header, ...rows] = records;
  if (!header) throw invalid({ csv: "has no header row" });
  const columns = header.map((name) => name.trim());
  return { columns, rows: rows.slice(0, SAMPLE_ROWS), homebox: columns.includes("HB.name") };
}
