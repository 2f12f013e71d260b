/**
 * Spreadsheet programs run a cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return as a
 * formula. An export prefixes such a cell with `'` (OWASP's advice for CSV injection), and an import takes
 * exactly that prefix off again, so a value such as `-2` survives the round trip.
 *
 * A value that already begins with apostrophes before such a character gets one more on export, so that
 * the import, which removes one, gives back the value as it was.
 */
const NEEDS_PREFIX = /^'*[=+\-@\t\r]/;
const PREFIXED = /^'+[=+\-@\t\r]/;

/** The cell as an export writes it. */
export const neutralizeFormula = (cell: string) => (NEEDS_PREFIX.test(cell) ? `'${cell}` : cell);

/** The value an import reads from a cell an export wrote. */
export const restoreFormula = (cell: string) => (PREFIXED.test(cell) ? cell.slice(1) : cell);
