import { ASSET_ID_MAX, type ImportRowErrorCode, type ImportRowErrorParams } from "../../contract";

/** Homebox's CSV format (docs/data-transfer.md): the columns, and how a cell is read and written. */

/**
 * Columns in Homebox's export order, then ours (`HB.type`, `HB.is_location`, `HB.min_quantity`, `HB.unit`),
 * then `HB.field.<name>` sorted.
 */
export const CSV_COLUMNS = [
  "HB.purchase_date",
  "HB.warranty_expires",
  "HB.sold_date",
  "HB.import_ref",
  "HB.parent_import_ref",
  "HB.url",
  "HB.name",
  "HB.description",
  "HB.notes",
  "HB.purchase_from",
  "HB.manufacturer",
  "HB.model_number",
  "HB.serial_number",
  "HB.warranty_details",
  "HB.sold_to",
  "HB.sold_notes",
  "HB.location",
  "HB.tags",
  "HB.asset_id",
  "HB.quantity",
  "HB.purchase_price",
  "HB.sold_price",
  "HB.archived",
  "HB.insured",
  "HB.lifetime_warranty",
  "HB.type",
  "HB.is_location",
  "HB.min_quantity",
  "HB.unit",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

export const FIELD_PREFIX = "HB.field.";

/** Homebox's second names for three columns; when both are present the primary one wins. */
const ALIASES: Record<string, CsvColumn> = {
  "HB.labels": "HB.tags",
  "HB.purchase_time": "HB.purchase_date",
  "HB.sold_time": "HB.sold_date",
};

/** Text columns and the longest value each takes (the entity contract's limits). */
const TEXT_LIMITS = {
  "HB.name": 255,
  "HB.description": 1000,
  "HB.notes": 1000,
  "HB.purchase_from": 255,
  "HB.manufacturer": 255,
  "HB.model_number": 255,
  "HB.serial_number": 255,
  "HB.warranty_details": 1000,
  "HB.sold_to": 255,
  "HB.sold_notes": 1000,
} as const satisfies Partial<Record<CsvColumn, number>>;
type TextColumn = keyof typeof TEXT_LIMITS;

const MAX_IMPORT_REF = 100;
const MAX_NAME = 255;
const MAX_FIELD_VALUE = 500;
const MAX_TAGS = 100;
const MAX_FIELDS = 100;
const MAX_PATH_DEPTH = 50;
export const MAX_MONEY = 1e12;
export const MAX_QUANTITY = 1e9;

/** Where each known column sits in the file's rows. */
export interface CsvHeader {
  columns: Map<CsvColumn, number>;
  fields: Array<{ name: string; index: number }>;
  /** `HB.*` names the importer does not know, and other columns: read by nobody, reported to the user. */
  ignored: string[];
}

export type HeaderOutcome = { ok: CsvHeader } | { error: string };

/** Reads the header row: `HB.*` names are case-sensitive (as in Homebox); `HB.name` is required. */
export function readHeader(names: readonly string[]): HeaderOutcome {
  const columns = new Map<CsvColumn, number>();
  const aliased = new Map<CsvColumn, number>();
  const fields: CsvHeader["fields"] = [];
  const ignored: string[] = [];
  const seenFields = new Set<string>();
  names.forEach((raw, index) => {
    const name = raw.trim();
    if ((CSV_COLUMNS as readonly string[]).includes(name)) {
      if (!columns.has(name as CsvColumn)) columns.set(name as CsvColumn, index);
    } else if (ALIASES[name]) {
      if (!aliased.has(ALIASES[name])) aliased.set(ALIASES[name], index);
    } else if (name.startsWith(FIELD_PREFIX) && name.length > FIELD_PREFIX.length) {
      const field = name.slice(FIELD_PREFIX.length).trim();
      if (field.length > MAX_NAME) return void ignored.push(name);
      if (!seenFields.has(field)) fields.push({ name: field, index });
      seenFields.add(field);
    } else if (name !== "") {
      ignored.push(name);
    }
  });
  for (const [column, index] of aliased) if (!columns.has(column)) columns.set(column, index);
  if (!columns.has("HB.name")) {
    return { error: "The first row must name the columns, and one of them must be HB.name." };
  }
  return { ok: { columns, fields, ignored } };
}

/** A broken cell: its code and the values its sentence names (contract/import-row-errors.ts), in English. */
export interface CellError {
  column: string;
  code: ImportRowErrorCode;
  params: ImportRowErrorParams;
  message: string;
}

/** One row as the import will store it. */
export interface CsvRecord {
  importRef: string;
  parentImportRef: string;
  /** Location names from the root down; empty: the entity sits at the top level. */
  locationPath: string[];
  tagNames: string[];
  /** An entity type named in `HB.type`; "" to use the group's default type. */
  typeName: string;
  isLocation: boolean;
  /** The asset id given, or null when the cell is empty (a new entity then gets the next free one). */
  assetId: number | null;
  fields: Array<{ name: string; value: string }>;
  text: Record<TextColumn, string>;
  quantity: number;
  /** Absent when the file has no such column (a Homebox file): the import then keeps what is stored. */
  consumable?: { minQuantity: number | null; unit: string };
  purchasePrice: number;
  soldPrice: number;
  archived: boolean;
  insured: boolean;
  lifetimeWarranty: boolean;
  purchaseDate: string;
  warrantyExpires: string;
  soldDate: string;
}

export type RecordOutcome = { ok: CsvRecord } | { blank: true } | { errors: CellError[] };

const TRUE = new Set(["1", "t", "T", "TRUE", "true", "True", "yes", "Yes", "YES"]);
const FALSE = new Set(["0", "f", "F", "FALSE", "false", "False", "no", "No", "NO", ""]);

/** Homebox's date formats: `YYYY-MM-DD`, `MM/DD/YYYY`, `YYYY/MM/DD` or RFC 3339 (its date part). */
export function parseCsvDate(raw: string): string | undefined {
  const v = raw.trim();
  if (v === "") return "";
  let y: string | undefined, m: string | undefined, d: string | undefined;
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ].*)?$/.exec(v);
  if (match) [, y, m, d] = match;
  else if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v))) [, m, d, y] = match;
  else if ((match = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(v))) [, y, m, d] = match;
  if (!y || !m || !d) return undefined;
  if (match?.[0].length !== v.length) return undefined;
  if (v.length > 10 && /^\d{4}-\d{2}-\d{2}/.test(v) && !RFC3339_TAIL.test(v.slice(10))) return undefined;
  const date = new Date(0);
  date.setUTCFullYear(Number(y), Number(m) - 1, Number(d));
  if (Number(y) < 1 || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return undefined;
  return `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
}
const RFC3339_TAIL = /^[Tt ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?([Zz]|[+-](0\d|1[0-4]):?[0-5]\d)?$/;

/** `000-001`, `"000-001"` or `1` → 1; "" → null. Quotes and dashes are dropped as Homebox does. */
export function parseCsvAssetId(raw: string): number | null | undefined {
  const v = raw.replace(/["-]/g, "").trim();
  if (v === "") return null;
  if (!/^\d+$/.test(v)) return undefined;
  const n = Number(v);
  return n <= ASSET_ID_MAX ? n || null : undefined;
}

function parseNumber(raw: string, max: number, fallback: number): number | undefined {
  const v = raw.trim();
  if (v === "") return fallback;
  if (!/^[+]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(v)) return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n <= max ? n : undefined;
}

/**
 * How a file writes numbers, dates and yes/no: each function turns a trimmed cell into Homebox's notation
 * (undefined: not in this format). A mapped sheet brings its language's (server/csv/local-formats.ts).
 */
export interface CellFormat {
  number(v: string): string | undefined;
  date(v: string): string | undefined;
  bool(v: string): string | undefined;
  /** How the format writes each (`1.234,50`, `DD.MM.YYYY`, `ja` and `nein`), for the row error. */
  accepts: { number: string[]; date: string[]; bool: string[] };
}

export const HOMEBOX_FORMAT: CellFormat = {
  number: (v) => v,
  date: (v) => v,
  bool: (v) => v,
  accepts: {
    number: ["1234.5"],
    date: ["YYYY-MM-DD", "MM/DD/YYYY", "YYYY/MM/DD", "RFC 3339"],
    bool: ["true", "false"],
  },
};

/** `a / b /c` → ["a", "b", "c"] (segments trimmed, empty ones dropped, as Homebox does). */
export const splitPath = (raw: string) =>
  raw
    .split("/")
    .map((s) => s.trim())
    .filter((s) => s !== "");

const splitTags = (raw: string) =>
  raw
    .split(";")
    .map((s) => s.trim())
    .filter((s) => s !== "");

export const MAX_UNIT = 16;

/** `HB.min_quantity` (empty: no minimum) and `HB.unit` (empty: pieces), when the file has either column. */
function consumableOf(
  header: CsvHeader,
  cell: (column: CsvColumn) => string,
  number: (column: CsvColumn, max: number, fallback: number) => number,
  tooLong: (column: string, max: number) => void,
): Pick<CsvRecord, "consumable"> {
  if (!header.columns.has("HB.min_quantity") && !header.columns.has("HB.unit")) return {};
  const minQuantity = cell("HB.min_quantity").trim() === "" ? null : number("HB.min_quantity", MAX_QUANTITY, 0);
  const unit = cell("HB.unit").trim();
  if ([...unit].length > MAX_UNIT) tooLong("HB.unit", MAX_UNIT);
  return { consumable: { minQuantity, unit } };
}

/** Reads one data row, reporting every broken cell at once; a row of empty cells is `blank`. */
export function readRecord(
  header: CsvHeader,
  cells: readonly string[],
  format: CellFormat = HOMEBOX_FORMAT,
): RecordOutcome {
  const errors: CellError[] = [];
  const cell = (column: CsvColumn) => {
    const i = header.columns.get(column);
    return i === undefined ? "" : (cells[i] ?? "");
  };
  const used = [...header.columns.values(), ...header.fields.map((f) => f.index)];
  if (used.every((i) => (cells[i] ?? "").trim() === "")) return { blank: true };
  const fail = (column: string, code: ImportRowErrorCode, message: string, params: ImportRowErrorParams = {}) =>
    errors.push({ column, code, params, message });
  const tooLong = (column: string, max: number) =>
    fail(column, "too_long", `must be at most ${max} characters`, { max });
  const either = (accepts: string[]) => accepts.join(" or ");

  const text = {} as Record<TextColumn, string>;
  for (const [column, max] of Object.entries(TEXT_LIMITS) as Array<[TextColumn, number]>) {
    const value = column === "HB.name" ? cell(column).trim() : cell(column);
    if ([...value].length > max) tooLong(column, max);
    text[column] = value;
  }
  if (text["HB.name"] === "") fail("HB.name", "empty", "must not be empty");

  const number = (column: CsvColumn, max: number, fallback: number) => {
    const v = format.number(cell(column).trim());
    const n = v === undefined ? undefined : parseNumber(v, max, fallback);
    const accepts = format.accepts.number;
    if (n === undefined)
      fail(column, "not_number", `must be a number from 0 to ${max} (such as ${either(accepts)})`, { max, accepts });
    return n ?? fallback;
  };
  const bool = (column: CsvColumn) => {
    const v = format.bool(cell(column).trim());
    if (v !== undefined && TRUE.has(v)) return true;
    const accepts = format.accepts.bool;
    if (v === undefined || !FALSE.has(v)) fail(column, "not_yes_no", `must be ${either(accepts)}`, { accepts });
    return false;
  };
  const date = (column: CsvColumn) => {
    const v = format.date(cell(column).trim());
    const d = v === undefined ? undefined : parseCsvDate(v);
    const accepts = format.accepts.date;
    if (d === undefined) fail(column, "not_date", `must be a date: ${either(accepts)}`, { accepts });
    return d ?? "";
  };

  const importRef = cell("HB.import_ref").trim();
  if ([...importRef].length > MAX_IMPORT_REF) tooLong("HB.import_ref", MAX_IMPORT_REF);
  const parentImportRef = cell("HB.parent_import_ref").trim();
  if (parentImportRef !== "" && parentImportRef === importRef) {
    fail("HB.parent_import_ref", "own_import_ref", "must not be the row's own import ref");
  }
  const locationPath = splitPath(cell("HB.location"));
  if (locationPath.length > MAX_PATH_DEPTH) {
    fail("HB.location", "path_too_deep", `must have at most ${MAX_PATH_DEPTH} levels`, { max: MAX_PATH_DEPTH });
  }
  if (locationPath.some((s) => [...s].length > MAX_NAME)) {
    const message = `each location name must be at most ${MAX_NAME} characters`;
    fail("HB.location", "location_name_too_long", message, { max: MAX_NAME });
  }
  const tagNames = [...new Set(splitTags(cell("HB.tags")))];
  if (tagNames.length > MAX_TAGS)
    fail("HB.tags", "too_many_tags", `must name at most ${MAX_TAGS} tags`, { max: MAX_TAGS });
  if (tagNames.some((t) => [...t].length > MAX_NAME)) {
    const message = `each tag name must be at most ${MAX_NAME} characters`;
    fail("HB.tags", "tag_name_too_long", message, { max: MAX_NAME });
  }
  const typeName = cell("HB.type").trim();
  if ([...typeName].length > MAX_NAME) tooLong("HB.type", MAX_NAME);
  const assetId = parseCsvAssetId(cell("HB.asset_id"));
  if (assetId === undefined) {
    const message = `must be an asset id such as 000-001 (at most ${ASSET_ID_MAX})`;
    fail("HB.asset_id", "not_asset_id", message, { max: ASSET_ID_MAX });
  }

  const fields: CsvRecord["fields"] = [];
  for (const f of header.fields) {
    const value = cells[f.index] ?? "";
    if (value === "") continue;
    if ([...value].length > MAX_FIELD_VALUE) tooLong(FIELD_PREFIX + f.name, MAX_FIELD_VALUE);
    fields.push({ name: f.name, value });
  }
  if (fields.length > MAX_FIELDS) {
    const message = `a row may hold at most ${MAX_FIELDS} custom fields`;
    fail(`${FIELD_PREFIX}*`, "too_many_fields", message, { max: MAX_FIELDS });
  }

  const record: CsvRecord = {
    ...consumableOf(header, cell, number, tooLong),
    importRef,
    parentImportRef,
    locationPath,
    tagNames,
    typeName,
    isLocation: bool("HB.is_location"),
    assetId: assetId ?? null,
    fields,
    text,
    quantity: number("HB.quantity", MAX_QUANTITY, 1),
    purchasePrice: number("HB.purchase_price", MAX_MONEY, 0),
    soldPrice: number("HB.sold_price", MAX_MONEY, 0),
    archived: bool("HB.archived"),
    insured: bool("HB.insured"),
    lifetimeWarranty: bool("HB.lifetime_warranty"),
    purchaseDate: date("HB.purchase_date"),
    warrantyExpires: date("HB.warranty_expires"),
    soldDate: date("HB.sold_date"),
  };
  return errors.length > 0 ? { errors } : { ok: record };
}
