import type { ImportReport } from "../../../contract/data-transfer";

const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The dry run's row errors as a CSV the user can open next to their file (row, column, problem). */
export function rowErrorsCsv(report: ImportReport): string {
  const lines = [["Row", "Column", "Problem"], ...report.errors.map((e) => [String(e.row), e.column, e.message])];
  return lines.map((l) => l.map(cell).join(",")).join("\r\n") + "\r\n";
}
