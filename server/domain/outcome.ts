import type { FieldErrors } from "./placement";

/** What a rule check gives back: the value to go on with, or the 422 fields (contract's error shape). */
export type Outcome<T> = { ok: T } | { errors: FieldErrors };

type Values<T extends Record<string, Outcome<unknown>>> = { [K in keyof T]: T[K] extends Outcome<infer V> ? V : never };

/** Several independent checks of one request: every value, or the fields of every check that failed. */
export function combine<T extends Record<string, Outcome<unknown>>>(checks: T): Outcome<Values<T>> {
  const errors: FieldErrors = {};
  const ok: Record<string, unknown> = {};
  for (const [key, outcome] of Object.entries(checks)) {
    if ("errors" in outcome) Object.assign(errors, outcome.errors);
    else ok[key] = outcome.ok;
  }
  return Object.keys(errors).length > 0 ? { errors } : { ok: ok as Values<T> };
}
