/** One CSV record and the physical line it starts on (1-based; a quoted field may span lines). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export interface CsvParseResult {
  records: CsvRecord[];
  /** Records that break RFC 4180; each is skipped whole and parsing resumes on the next line. */
  errors: { line: number; message: string }[];
}

/**
 * A small RFC 4180 reader: comma-separated, fields optionally in double quotes, `""` for a quote inside
 * quotes, records ending in CRLF or LF (a lone CR too). Quoted fields may hold commas and line breaks.
 * A leading UTF-8 BOM and blank lines are ignored, since spreadsheet exports add both.
 */
export function parseCsv(input: string): CsvParseResult {
  const s = input.startsWith("\uFEFF") ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  const errors: CsvParseResult["errors"] = [];
  let i = 0;
  let line = 1;

  const atEol = (k: number) => s[k] === "\n" || s[k] === "\r";
  /** Moves past one line break at k; returns the index after it. */
  const skipEol = (k: number) => {
    line++;
    return s[k] === "\r" && s[k + 1] === "\n" ? k + 2 : k + 1;
  };
  /** After a malformed record: drop the rest of its physical line. */
  const skipLine = (k: number) => {
    while (k < s.length && !atEol(k)) k++;
    return k < s.length ? skipEol(k) : k;
  };

  while (i < s.length) {
    const start = line;
    if (atEol(i)) {
      i = skipEol(i); // a blank line is no record
      continue;
    }
    const fields: string[] = [];
    let error: string | undefined;
    for (;;) {
      let value = "";
      if (s[i] === '"') {
        i++;
        for (;;) {
          if (i >= s.length) {
            error = "a quoted field is not closed";
            break;
          }
          const ch = s.charAt(i);
          if (ch === '"' && s[i + 1] === '"') {
            value += '"';
            i += 2;
          } else if (ch === '"') {
            i++;
            break;
          } else {
            if (ch === "\n" || (ch === "\r" && s[i + 1] !== "\n")) line++;
            value += ch;
            i++;
          }
        }
        if (!error && i < s.length && s[i] !== "," && !atEol(i)) error = "text follows a closing quote";
      } else {
        while (i < s.length && s[i] !== "," && !atEol(i)) {
          if (s[i] === '"') error ??= "a quote inside an unquoted field (quote the whole field)";
          value += s[i];
          i++;
        }
      }
      if (error) break;
      fields.push(value);
      if (s[i] === ",") {
        i++;
        continue;
      }
      break; // end of line or of input
    }
    if (error) {
      errors.push({ line: start, message: error });
      i = skipLine(i);
      continue;
    }
    records.push({ line: start, fields });
    if (i < s.length) i = skipEol(i);
  }
  return { records, errors };
}
