import { t } from "@lingui/core/macro";
import { i18n } from "@lingui/core";
import { translateFieldMessage } from "./field-errors";

/**
 * The import's own row messages (server/domain/homebox-csv.ts, server/csv/reader.ts) by their fixed
 * wording, each with the number or name it holds; the first match wins.
 */
const ROW_MESSAGES: [RegExp, (value: string) => string][] = [
  [/^must be a number from 0 to (\S+) /, (max) => t`must be a number from 0 to ${max}`],
  [/^must be a date: /, () => t`must be a date such as 2025-03-14`],
  [/^must not be the row's own import ref$/, () => t`must not be the row's own import ref`],
  [/^must have at most (\d+) levels$/, (n) => t`must have at most ${n} levels`],
  [
    /^each location name must be at most (\d+) characters$/,
    (n) => t`each location name must be at most ${n} characters`,
  ],
  [/^must name at most (\d+) tags$/, (n) => t`must name at most ${n} tags`],
  [/^each tag name must be at most (\d+) characters$/, (n) => t`each tag name must be at most ${n} characters`],
  [/^must be an asset id such as 000-001/, () => t`must be an asset ID such as 000-001`],
  [/^a row may hold at most (\d+) custom fields$/, (n) => t`a row may hold at most ${n} custom fields`],
  [/^no row or entity has the import ref (.*)$/, (ref) => t`no row or entity has the import ref ${ref}`],
  [/^the parent would be inside the entity itself$/, () => t`the parent would be inside the entity itself`],
  [/^entities nest at most (\d+) levels deep$/, (n) => t`entities nest at most ${n} levels deep`],
  [/^a cell holds the NUL character/, () => t`a cell holds an invisible NUL character, which cannot be stored`],
  [/^a quote inside an unquoted field/, () => t`a quote inside an unquoted cell (quote the whole cell)`],
  [/^text follows a closing quote$/, () => t`text follows a closing quote`],
  [/^a quoted field is not closed$/, () => t`a quoted cell is not closed`],
  [/^a record is larger than (\d+) KiB$/, (n) => t`a row is larger than ${n} KiB`],
];

/** A row error of an import in the user's language; a wording not known here stays as the service wrote it. */
export function translateImportError(message: string): string {
  if (i18n.locale === "en") return message;
  for (const [pattern, wording] of ROW_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return wording(match[1] ?? "");
  }
  return translateFieldMessage(message);
}
