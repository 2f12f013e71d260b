import { z } from "zod";
import { ImportMapping, MAPPABLE_COLUMNS } from "../../contract";
import { LOCAL_FORMATS } from "../csv/local-formats";
import { invalid } from "../domain/errors";
import { HOMEBOX_FORMAT, readHeader, type CellFormat, type CsvColumn, type CsvHeader } from "../domain/homebox-csv";
import { parseValue } from "../http/validate";

// Every column a mapping may name is one the Homebox reader knows.
MAPPABLE_COLUMNS satisfies readonly CsvColumn[];

/** A checked mapping: the file's header text → the Homebox column it is read as, and the cells' format. */
export interface SheetMapping {
  columns: Map<string, string>;
  format: CellFormat;
}

/** The multipart part `mapping` read and checked: 422 for bad JSON, an unknown target or a target named twice. */
export function parseMapping(raw: string | undefined): SheetMapping | undefined {
  if (raw === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw invalid({ mapping: 'must be JSON such as {"columns": {"Name": "HB.name"}, "locale": "de"}' });
  }
  const { mapping } = parseValue(z.object({ mapping: ImportMapping }), { mapping: json });
  const columns = new Map(Object.entries(mapping.columns));
  const seen = new Map<string, string>();
  for (const [header, target] of columns) {
    const earlier = seen.get(target);
    if (earlier !== undefined) {
      throw invalid({ [`mapping.columns.${header}`]: `reads ${target}, as the column "${earlier}" does already` });
    }
    seen.set(target, header);
  }
  if (!seen.has("HB.name")) throw invalid({ "mapping.columns": "must map one column to HB.name" });
  return { columns, format: LOCAL_FORMATS[mapping.locale] };
}

/**
 * The header of a mapped sheet: each mapped column renamed to its Homebox column and read as such; the
 * others are ignored (and reported). A mapping naming a column the file lacks is a 422.
 */
export function mappedHeader(names: readonly string[], mapping: SheetMapping): CsvHeader {
  const trimmed = names.map((n) => n.trim());
  for (const header of mapping.columns.keys()) {
    if (!trimmed.includes(header)) throw invalid({ [`mapping.columns.${header}`]: "is not a column of the file" });
  }
  const read = readHeader(trimmed.map((n) => mapping.columns.get(n) ?? ""));
  // The mapping names HB.name, so the header always has it.
  if ("error" in read) throw invalid({ mapping: read.error });
  return { ...read.ok, ignored: trimmed.filter((n) => n !== "" && !mapping.columns.has(n)) };
}

/** A row error's column in the file's own words: the header the user mapped, not the Homebox name. */
export function fileColumnName(mapping: SheetMapping | undefined, column: string): string {
  if (!mapping) return column;
  for (const [header, target] of mapping.columns) if (target === column) return header;
  return column;
}

export const formatOf = (mapping: SheetMapping | undefined) => mapping?.format ?? HOMEBOX_FORMAT;
