import { finished } from "node:stream/promises";
import { setImmediate as nextTurn } from "node:timers/promises";
import { CsvError, parse } from "csv-parse";
import type { ImportRowErrorCode } from "../../contract/import-row-errors";

/** One CSV record and the physical line it starts on (1-based; a quoted field may span lines). */
export interface CsvRow {
  line: number;
  fields: string[];
}

/** A record that could not be read; it is skipped and reading goes on. */
export interface CsvRowError {
  line: number;
  /** Why (contract/import-row-errors.ts); `message` says it in English. */
  code: CsvErrorCode;
  message: string;
}

export type CsvErrorCode = Extract<
  ImportRowErrorCode,
  | "nul_character"
  | "quote_in_unquoted_cell"
  | "text_after_closing_quote"
  | "quote_not_closed"
  | "row_too_large"
  | "unreadable_row"
>;

export interface CsvBatch {
  rows: CsvRow[];
  errors: CsvRowError[];
}

export interface CsvReadOptions {
  /** More records than this (header included, unreadable ones too) → CsvTooManyRowsError. */
  maxRecords: number;
  /** Records per batch; between batches the reader lets other requests run. */
  batchSize?: number;
  /** The field separator: "," (the default), "\t" for TSV or ";" as German and French spreadsheets write. */
  delimiter?: "," | "\t" | ";";
}

/** The input holds more records than the caller allows; reading stopped there. */
export class CsvTooManyRowsError extends Error {
  constructor(readonly maxRecords: number) {
    super(`The CSV has more than ${maxRecords} records.`);
  }
}

/** Bytes handed to the parser at once: small enough that parsing one slice never blocks for long. */
const SLICE = 4 * 1024;
/**
 * One record may be this large. Checked on each record read, not by csv-parse's max_record_size: after that
 * error it drops the rest of each chunk it is given, so one large record cost every record after it.
 * The input is whole in memory already, so a large record costs no more memory than the file.
 */
const MAX_RECORD_BYTES = 256 * 1024;

/** csv-parse's errors by its code; another one keeps its own message as `unreadable_row`. */
const PARSE_ERRORS: Record<string, { code: CsvErrorCode; message: string }> = {
  INVALID_OPENING_QUOTE: {
    code: "quote_in_unquoted_cell",
    message: "a quote inside an unquoted field (quote the whole field)",
  },
  CSV_INVALID_CLOSING_QUOTE: { code: "text_after_closing_quote", message: "text follows a closing quote" },
  CSV_QUOTE_NOT_CLOSED: { code: "quote_not_closed", message: "a quoted field is not closed" },
};
/** The largest record in KiB, named by the row error. */
export const MAX_RECORD_KIB = MAX_RECORD_BYTES / 1024;
const TOO_LARGE = { code: "row_too_large", message: `a record is larger than ${MAX_RECORD_KIB} KiB` } as const;

const CR = 13;
const LF = 10;

/** Line numbers from byte offsets, since the parser counts a CRLF inside quotes as two lines. */
function lineCounter(bytes: Buffer) {
  let pos = 0;
  let breaks = 0;
  return (offset: number) => {
    for (; pos < offset && pos < bytes.length; pos++) {
      const b = bytes[pos];
      if (b === LF || (b === CR && bytes[pos + 1] !== LF)) breaks++;
    }
    return breaks;
  };
}

const breaksIn = (fields: string[]) => fields.reduce((n, f) => n + (f.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

/**
 * Reads RFC 4180 CSV in batches with csv-parse's streaming parser, a turn of the event loop between
 * batches. A broken record or one holding NUL comes back as a row error and reading goes on.
 */
export async function* readCsv(input: Uint8Array | string, opts: CsvReadOptions): AsyncGenerator<CsvBatch> {
  const batchSize = opts.batchSize ?? 1000;
  const bytes =
    typeof input === "string" ? Buffer.from(input) : Buffer.from(input.buffer, input.byteOffset, input.length);
  let rows: CsvRow[] = [];
  let errors: CsvRowError[] = [];
  /** Records seen so far, readable or not: what the cap counts. */
  let seen = 0;
  let failure: unknown;
  // A skipped record's offset is where it starts; a read record's is past its end and its line break.
  const errorBreaks = lineCounter(bytes);
  const rowBreaks = lineCounter(bytes);
  /** `end` is the offset just past the record (and its line break, when it has one). */
  const onRecord = (record: string[], end: number) => {
    seen++;
    const last = bytes[end - 1];
    const line = 1 + rowBreaks(end) - breaksIn(record) - (last === LF || last === CR ? 1 : 0);
    if (record.reduce((n, f) => n + Buffer.byteLength(f), 0) > MAX_RECORD_BYTES) {
      errors.push({ line, ...TOO_LARGE });
    } else if (record.some((f) => f.includes("\u0000"))) {
      const message = "a cell holds the NUL character (U+0000), which cannot be stored";
      errors.push({ line, code: "nul_character", message });
    } else {
      rows.push({ line, fields: record });
    }
  };
  const parser = parse({
    bom: true,
    delimiter: opts.delimiter ?? ",",
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    record_delimiter: ["\r\n", "\n", "\r"],
  });
  // `info.bytes` is read from the flowing parser, since csv-parse's `info` option copies it per record.
  parser.on("data", (record: string[]) => onRecord(record, parser.info.bytes));
  parser.on("skip", (err: CsvError) => {
    seen++;
    const known = PARSE_ERRORS[err.code] ?? { code: "unreadable_row", message: err.message };
    errors.push({ line: 1 + errorBreaks(Number(err.bytes)), ...known });
  });
  parser.on("error", (err) => (failure = err));
  const take = (): CsvBatch => {
    const batch = { rows, errors };
    rows = [];
    errors = [];
    return batch;
  };
  const check = () => {
    if (failure) throw failure;
    if (seen > opts.maxRecords) throw new CsvTooManyRowsError(opts.maxRecords);
  };
  try {
    for (let at = 0; at < bytes.length; at += SLICE) {
      parser.write(bytes.subarray(at, at + SLICE));
      check();
      if (rows.length + errors.length >= batchSize) {
        yield take();
        await nextTurn();
      }
    }
    parser.end();
    await finished(parser);
    check();
    if (rows.length + errors.length > 0) yield take();
  } finally {
    parser.destroy();
  }
}
