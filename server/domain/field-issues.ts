import type { z } from "zod";

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
