import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import type { ImportRowError, ImportRowErrorCode } from "../../contract/import-row-errors";
import { translateFieldMessage } from "./field-errors";

type Params = ImportRowError["params"];

/** "a or b": the notations a cell may use, joined the way the user's language says "or". */
const either = (accepts: string[] = []) => new Intl.ListFormat(i18n.locale, { type: "disjunction" }).format(accepts);

/** Each row error's sentence by its code (contract/import-row-errors.ts), with the values the service sent. */
const WORDING: Record<ImportRowErrorCode, (p: Params, message: string) => string> = {
  // The same predicates as a form field's (field-errors.ts), which keeps the service's English as written.
  too_long: ({ max = 0 }, message) => translateFieldMessage(message, { code: "too_long", limit: max }),
  empty: (_, message) => translateFieldMessage(message, { code: "empty" }),
  not_number: ({ max = 0, accepts }) => {
    const examples = either(accepts);
    return t`must be a number from 0 to ${max}, such as ${examples}`;
  },
  not_date: ({ accepts }) => {
    const examples = either(accepts);
    return t`must be a date such as ${examples}`;
  },
  not_yes_no: ({ accepts }) => {
    const choices = either(accepts);
    return t`must be ${choices}`;
  },
  not_asset_id: ({ max = 0 }) => t`must be an asset ID such as 000-001 (at most ${max})`,
  own_import_ref: () => t`must not be the row's own import ref`,
  path_too_deep: ({ max = 0 }) => t`must have at most ${max} levels`,
  location_name_too_long: ({ max = 0 }) => t`each location name must be at most ${max} characters`,
  too_many_tags: ({ max = 0 }) => t`must name at most ${max} tags`,
  tag_name_too_long: ({ max = 0 }) => t`each tag name must be at most ${max} characters`,
  too_many_fields: ({ max = 0 }) => t`a row may hold at most ${max} custom fields`,
  unknown_import_ref: ({ ref = "" }) => t`no row or entity has the import ref ${ref}`,
  parent_inside_itself: () => t`the parent would be inside the entity itself`,
  nested_too_deep: ({ max = 0 }) => t`entities nest at most ${max} levels deep`,
  nul_character: () => t`a cell holds an invisible NUL character, which cannot be stored`,
  quote_in_unquoted_cell: () => t`a quote inside an unquoted cell (quote the whole cell)`,
  text_after_closing_quote: () => t`text follows a closing quote`,
  quote_not_closed: () => t`a quoted cell is not closed`,
  row_too_large: ({ kib = 0 }) => t`a row is larger than ${kib} KiB`,
  unreadable_row: () => t`the row cannot be read as CSV`,
};

/** A row error of an import in the user's language, worded from its code. */
export function importRowErrorSentence(error: Pick<ImportRowError, "code" | "params" | "message">): string {
  return WORDING[error.code](error.params, error.message);
}
