import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";

describe("parseCsv (RFC 4180)", () => {
  it("splits plain records on commas and CRLF or LF", () => {
    expect(parseCsv("a,b,c\r\n1,2,3\n4,5,6").records).toEqual([
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["1", "2", "3"] },
      { line: 3, fields: ["4", "5", "6"] },
    ]);
  });

  it("keeps empty fields, including a trailing one", () => {
    expect(parseCsv("a,,c,\n").records).toEqual([{ line: 1, fields: ["a", "", "c", ""] }]);
  });

  it("reads quoted fields with commas, doubled quotes and line breaks, counting lines", () => {
    const { records, errors } = parseCsv('x,y\n"a, b","say ""hi"""\n"two\r\nlines",z\nlast,row\n');
    expect(errors).toEqual([]);
    expect(records).toEqual([
      { line: 1, fields: ["x", "y"] },
      { line: 2, fields: ["a, b", 'say "hi"'] },
      { line: 3, fields: ["two\r\nlines", "z"] },
      { line: 5, fields: ["last", "row"] },
    ]);
  });

  it("ignores a BOM and blank lines but keeps line numbers true", () => {
    expect(parseCsv("\uFEFFh\n\n\r\nv\n").records).toEqual([
      { line: 1, fields: ["h"] },
      { line: 4, fields: ["v"] },
    ]);
  });

  it("reads an empty quoted field as empty text", () => {
    expect(parseCsv('"",b').records).toEqual([{ line: 1, fields: ["", "b"] }]);
  });

  it("rejects a quote inside an unquoted field and resumes on the next line", () => {
    const { records, errors } = parseCsv('a,b\nx"y,z\nok,1');
    expect(errors).toEqual([{ line: 2, message: expect.stringMatching(/quote inside an unquoted field/) }]);
    expect(records.map((r) => r.fields)).toEqual([
      ["a", "b"],
      ["ok", "1"],
    ]);
  });

  it("rejects text after a closing quote", () => {
    const { records, errors } = parseCsv('"a"b,c\nd,e');
    expect(errors).toEqual([{ line: 1, message: "text follows a closing quote" }]);
    expect(records).toEqual([{ line: 2, fields: ["d", "e"] }]);
  });

  it("rejects a quoted field left open at the end of input", () => {
    const { records, errors } = parseCsv('a,b\n"open,c\nmore');
    expect(records).toEqual([{ line: 1, fields: ["a", "b"] }]);
    expect(errors).toEqual([{ line: 2, message: "a quoted field is not closed" }]);
  });

  it("gives nothing for empty input", () => {
    expect(parseCsv("")).toEqual({ records: [], errors: [] });
  });
});

describe("parseCsv round trip", () => {
  /** The writer side of RFC 4180: quote a field when it holds a comma, a quote or a line break. */
  const encode = (rows: string[][]) =>
    rows
      .map((r) => r.map((f) => (/[",\r\n]/.test(f) || f === "" ? `"${f.replace(/"/g, '""')}"` : f)).join(","))
      .join("\r\n");

  it("reads back whatever a conforming writer wrote", () => {
    const field = fc.string({ unit: fc.constantFrom("a", "1", " ", ",", '"', "\n", "\r", "é") });
    fc.assert(
      fc.property(fc.array(fc.array(field, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const { records, errors } = parseCsv(encode(rows));
        expect(errors).toEqual([]);
        expect(records.map((r) => r.fields)).toEqual(rows);
      }),
    );
  });
});
