/** A location path on one line, top first: "Garage › Shelf A". */
export const pathLine = (names: readonly string[]) => names.join(" › ");

/** Where a list row lies, for telling two rows of one name apart: its location path, else its location's name. */
export function whereLine(row: { location?: { name: string }; locationPath?: readonly string[] }): string {
  return row.locationPath?.length ? pathLine(row.locationPath) : (row.location?.name ?? "");
}
