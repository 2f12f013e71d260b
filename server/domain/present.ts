/** A value the surrounding code guarantees, or an internal error naming what was missing (instead of `!`). */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`internal: ${what} is missing`);
  return value;
}
