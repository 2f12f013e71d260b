import { z } from "zod";

/**
 * A stable code for each row error of an import, with the values its sentence names in `params`, so that a
 * client words it in its user's language beside the English `message` (docs/data-transfer.md, "Row errors").
 */
export const IMPORT_ROW_ERROR_CODES = [
  // A cell: `max` is a limit (characters, levels, tags, fields, the largest number or asset id).
  "too_long",
  "empty",
  "not_number",
  "not_date",
  "not_yes_no",
  "not_asset_id",
  "own_import_ref",
  "path_too_deep",
  "location_name_too_long",
  "too_many_tags",
  "tag_name_too_long",
  "too_many_fields",
  // Between rows: `ref` is the import ref no row or entity has.
  "unknown_import_ref",
  "parent_inside_itself",
  "nested_too_deep",
  // The file's text: a record that could not be read (`kib` is the largest record's size).
  "nul_character",
  "quote_in_unquoted_cell",
  "text_after_closing_quote",
  "quote_not_closed",
  "row_too_large",
  "unreadable_row",
] as const;
export type ImportRowErrorCode = (typeof IMPORT_ROW_ERROR_CODES)[number];

/**
 * What a sentence names: `max`, `kib`, `ref`; `accepts` lists the notations the cell may use, as the file's
 * format writes them (`1.234,50`, `DD.MM.YYYY`, `ja`), for "such as … or …".
 */
export const ImportRowErrorParams = z.object({
  max: z.number().optional(),
  kib: z.number().optional(),
  ref: z.string().optional(),
  accepts: z.array(z.string()).optional(),
});
export type ImportRowErrorParams = z.infer<typeof ImportRowErrorParams>;

/** One problem of one row: the file's line number, the column (`HB.name`; "" for the row as a whole). */
export const ImportRowError = z.object({
  row: z.number(),
  column: z.string(),
  code: z.enum(IMPORT_ROW_ERROR_CODES),
  params: ImportRowErrorParams,
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowError>;
