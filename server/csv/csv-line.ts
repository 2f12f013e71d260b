import { Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import { neutralizeFormula } from "./formula-cells";

/** RFC 4180 rows; cells with a lone line break or leading or trailing space are quoted too, so readers keep them. */
const CSV_OPTIONS = { record_delimiter: "\r\n", quote_record_delimiter: true, quoted_match: /^\s|\s$/ } as const;

/** One CSV record of an export, its cells safe from spreadsheets' formulas (formula-cells.ts). */
export const csvLine = (cells: readonly string[]) => stringify([cells.map(neutralizeFormula)], CSV_OPTIONS);

async function* utf8(lines: AsyncIterable<string>) {
  for await (const text of lines) yield Buffer.from(text, "utf8");
}

/** An export's text, produced a chunk at a time, as a web stream of UTF-8 bytes for a response body. */
export const csvStream = (lines: AsyncIterable<string>) =>
  Readable.toWeb(Readable.from(utf8(lines))) as ReadableStream<Uint8Array>;
