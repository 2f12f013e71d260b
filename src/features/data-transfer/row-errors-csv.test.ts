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
  it("writes one CRLF line per error and quotes cells with commas, quotes and line breaks", async () => {
    const errors = [
      { row: 4, column: "HB.name", message: "must not be empty" },
      { row: 7, column: "", message: 'say "hi", then\nstop' },
    ];
    const csv = await rowErrorsCsv(report(errors));
    expect(csv).toBe('Row,Column,Problem\r\n4,HB.name,must not be empty\r\n7,,"say ""hi"", then\nstop"\r\n');
  });
});
