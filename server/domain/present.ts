/**
 * A value that the code around it guarantees (a row a foreign key keeps, an element of a list of the
 * same length): returned when it is there, else an internal error that names what was missing, instead
 * of a `!` that would let `undefined` travel on.
 */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`internal: ${what} is missing`);
  return value;
}
