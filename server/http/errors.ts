import type { z } from "zod";
import { fieldErrorCodes } from "../../contract/field-error-code";

/** An answer other than 2xx, in the contract's error shape. Thrown anywhere, rendered by the app's error handler. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 429 | 500 | 503 | 507,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = "entity") => new ApiError(404, `That ${what} does not exist.`);

/** A 429 that tells the client how many seconds to wait before it tries again. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, undefined, undefined, { "Retry-After": String(retryAfterSeconds) });

/** A 422 for one or more fields, keyed by JSON path, each with its stable code (docs/api.md). */
export const invalid = (fields: Record<string, string>) =>
  new ApiError(422, "Some fields are not valid; see fields for each problem.", fields, {
    codes: fieldErrorCodes(fields),
  });

/** `["fields", 2, "textValue"]` → `fields[2].textValue`; the body itself is `$`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out === "" ? "$" : out;
}

/** Turns zod issues into the contract's `fields` map (the first message for a path wins). */
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  // A Map, because a key such as `__proto__` set on a plain object would change its prototype instead.
  const fields = new Map<string, string>();
  const add = (path: string, message: string) => {
    if (!fields.has(path)) fields.set(path, message);
  };
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) add(jsonPath([...issue.path, key]), issue.message);
      continue;
    }
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      // Report the first alternative's own problem, which says more than "invalid input".
      const nested = issuesToFields(issue.errors[0] ?? []);
      for (const [k, v] of Object.entries(nested)) add(k === "$" ? jsonPath(issue.path) : k, v);
      continue;
    }
    add(jsonPath(issue.path), issue.message);
  }
  // fromEntries defines own properties, so `__proto__` stays an ordinary key that JSON.stringify writes.
  return Object.fromEntries(fields);
}
