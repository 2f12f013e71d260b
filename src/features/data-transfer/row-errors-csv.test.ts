import { describe, expect, it } from "vitest";
import type { ImportReport } from "../../../contract/data-transfer";
import { rowErrorsCsv } from "./row-errors-csv";

const report = (errors: ImportReport["errors"]): ImportReport => ({
  dryRun: true,
  rows: 9,
  create: 0,
  update: 0,
  skip: 0,
  newLocations: 0,
  newTags: 0,
  newTypes: 0,
  separator: "comma",
  encoding: "utf-8",
  ignoredColumns: [],
  errors,
  errorCount: errors.length,
  preview: [],
});

describe("rowErrorsCsv", () => {
  it("writes one CRLF line per error, worded from its code, and quotes cells with commas and quotes", async () => {
    const errors: ImportReport["errors"] = [
      { row: 4, column: "HB.name", code: "empty", params: {}, message: "must not be empty" },
      { row: 7, column: "Prix", code: "not_number", params: { max: 9, accepts: ["1,5"] }, message: "…" },
      { row: 8, column: "Ref", code: "unknown_import_ref", params: { ref: 'A "b"' }, message: "…" },
    ];
    const csv = await rowErrorsCsv(report(errors));
    expect(csv).toBe(
      "Row,Column,Problem\r\n4,HB.name,must not be empty\r\n" +
        '7,Prix,"must be a number from 0 to 9, such as 1,5"\r\n' +
        '8,Ref,"no row or entity has the import ref A ""b"""\r\n',
    );
  });
});
