/** The encodings a CSV import reads: UTF-8, and what spreadsheet programs often write instead. */
export type CsvEncoding = "utf-8" | "windows-1252";

/** A file in an encoding the import does not read (UTF-16 and UTF-32 start with their byte order mark). */
export class UnreadableEncodingError extends Error {}

const UTF16_BOMS = [
  [0xff, 0xfe],
  [0xfe, 0xff],
];

/**
 * What Windows-1252 puts at bytes 0x80–0x9F (the WHATWG Encoding Standard's index; the five bytes it leaves
 * undefined stay C1 controls). Node 20's TextDecoder reads "windows-1252" as ISO-8859-1 and gets these wrong.
 */
const CP1252_80_9F =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

const fromWindows1252 = (bytes: Uint8Array) =>
  Buffer.from(bytes)
    .toString("latin1")
    .replace(/[\u0080-\u009f]/g, (c) => CP1252_80_9F[c.charCodeAt(0) - 0x80] ?? c);

/**
 * The file as UTF-8 bytes. A file that is not valid UTF-8 is read as Windows-1252, the superset of Latin-1
 * that spreadsheet programs write on Windows and macOS; every byte means a character there, so the
 * guess never fails, and UTF-8 text of any length is almost never also valid Windows-1252 by chance.
 */
export function toUtf8(bytes: Uint8Array): { bytes: Uint8Array; encoding: CsvEncoding } {
  if (UTF16_BOMS.some(([a, b]) => bytes[0] === a && bytes[1] === b)) {
    throw new UnreadableEncodingError("The file is UTF-16 text; save it as CSV in UTF-8.");
  }
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return { bytes, encoding: "utf-8" };
  } catch {
    return { bytes: Buffer.from(fromWindows1252(bytes), "utf8"), encoding: "windows-1252" };
  }
}
