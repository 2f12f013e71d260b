import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CsvTooManyRowsError, readCsv, type CsvReadOptions } from "./reader";

async function readAll(input: string, opts: CsvReadOptions = { maxRecords: 1000 }) {
  const rows = [];
  const errors = [];
  for await (const batch of readCsv(input, opts)) {
    rows.push(...batch.rows);
    errors.push(...batch.errors);
  }
  return { rows, errors };
}

describe("readCsv (RFC 4180, csv-parse)", () => {
  it("splits plain records on commas and CRLF, LF or CR", async () => {
    expect((await readAll("a,b,c\r\n1,2,3\n4,5,6\r7,8,9")).rows).toEqual([
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["1", "2", "3"] },
      { line: 3, fields: ["4", "5", "6"] },
      { line: 4, fields: ["7", "8", "9"] },
    ]);
  });

  it("keeps empty fields, including a trailing one, and rows of any length", async () => {
    expect((await readAll("a,,c,\nx\n")).rows).toEqual([
      { line: 1, fields: ["a", "", "c", ""] },
      { line: 2, fields: ["x"] },
    ]);
  });

  it("reads quoted fields with commas, doubled quotes and line breaks, giving the line each starts on", async () => {
    const { rows, errors } = await readAll(
      'x,y\n"a, b","say ""hi"""\n"two\r\nlines",z\n"three\nshort\nlines",w\nlast,row\n',
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { line: 1, fields: ["x", "y"] },
      { line: 2, fields: ["a, b", 'say "hi"'] },
      { line: 3, fields: ["two\r\nlines", "z"] },
      { line: 5, fields: ["three\nshort\nlines", "w"] },
      { line: 8, fields: ["last", "row"] },
    ]);
  });

  it("ignores a BOM and blank lines but keeps line numbers true", async () => {
    expect((await readAll("\uFEFFh\n\n\r\nv\n")).rows).toEqual([
      { line: 1, fields: ["h"] },
      { line: 4, fields: ["v"] },
    ]);
  });

  it("reports a quote inside an unquoted field and goes on with the next record", async () => {
    const { rows, errors } = await readAll('a,b\nx"y,z\nok,1');
    expect(errors).toEqual([
      { line: 2, code: "quote_in_unquoted_cell", message: "a quote inside an unquoted field (quote the whole field)" },
    ]);
    expect(rows.map((r) => r.fields)).toEqual([
      ["a", "b"],
      ["ok", "1"],
    ]);
  });

  it("reports text after a closing quote and a quoted field left open", async () => {
    const closing = await readAll('"a"b,c\nd,e');
    expect(closing.rows).toEqual([]);
    // csv-parse then reads on as if inside the quotes, so the rest is one more unreadable record.
    expect(closing.errors[0]).toEqual({
      line: 1,
      code: "text_after_closing_quote",
      message: "text follows a closing quote",
    });
    const open = await readAll('a,b\n"open,c\nmore');
    expect(open.rows.map((r) => r.fields)).toEqual([["a", "b"]]);
    expect(open.errors).toEqual([{ line: 2, code: "quote_not_closed", message: "a quoted field is not closed" }]);
  });

  it("a record past 256 KiB is one row error, and the records after it are read", async () => {
    const big = "x".repeat(300 * 1024);
    for (const cell of [big, `"${big}"`]) {
      const { rows, errors } = await readAll(`a,b\nok,1\nbig,${cell}\nc,3\nd,4\n`);
      expect(rows.map((r) => r.fields[0])).toEqual(["a", "ok", "c", "d"]);
      expect(errors).toEqual([{ line: 3, code: "row_too_large", message: "a record is larger than 256 KiB" }]);
    }
  });

  it("a NUL character in a cell is a row error, not a row", async () => {
    const { rows, errors } = await readAll("a,b\nx\u0000y,1\nok,2\n");
    expect(rows.map((r) => r.line)).toEqual([1, 3]);
    expect(errors).toEqual([{ line: 2, code: "nul_character", message: expect.stringMatching(/NUL/) }]);
  });

  it("stops with CsvTooManyRowsError past the cap, counting unreadable records too", async () => {
    await expect(readAll("a\nb\nc\n", { maxRecords: 3 })).resolves.toMatchObject({ rows: [{}, {}, {}] });
    await expect(readAll("a\nb\nc\nd\n", { maxRecords: 3 })).rejects.toBeInstanceOf(CsvTooManyRowsError);
    await expect(readAll('a\nb\nc\nx"y\n', { maxRecords: 3 })).rejects.toBeInstanceOf(CsvTooManyRowsError);
  });

  it("hands out a large input in several batches, every record once and in order", async () => {
    const lines = [];
    let batches = 0;
    for await (const batch of readCsv("r\n".repeat(10_000), { maxRecords: 10_000, batchSize: 1000 })) {
      batches++;
      lines.push(...batch.rows.map((r) => r.line));
    }
    expect(batches).toBeGreaterThan(1);
    expect(lines).toEqual(Array.from({ length: 10_000 }, (_, i) => i + 1));
  });

  it("gives nothing for empty input", async () => {
    expect(await readAll("")).toEqual({ rows: [], errors: [] });
  });
});

describe("readCsv round trip", () => {
  /** The writer side of RFC 4180: quote a field when it holds a comma, a quote or a line break. */
  const encode = (rows: string[][]) =>
    rows
      .map((r) => r.map((f) => (/[",\r\n]/.test(f) || f === "" ? `"${f.replace(/"/g, '""')}"` : f)).join(","))
      .join("\r\n");

  it("reads back whatever a conforming writer wrote", async () => {
    const field = fc.string({ unit: fc.constantFrom("a", "1", " ", ",", '"', "\n", "\r", "é") });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(field, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        async (rows) => {
          const { rows: read, errors } = await readAll(encode(rows));
          expect(errors).toEqual([]);
          expect(read.map((r) => r.fields)).toEqual(rows);
        },
      ),
    );
  });
});
