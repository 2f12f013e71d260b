import type { Context } from "hono";
import type { z } from "zod";
import type { Endpoint } from "../../contract/endpoint";
import { takeTurnAfterBody } from "./admission";
import { ApiError, invalid, issuesToFields, jsonPath } from "./errors";
import { BodyTooLargeError, readRequestCapped } from "./read-capped";
import { requestMediaType } from "./request-header";

export const JSON_BODY_LIMIT = 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads a JSON body: 415 unless JSON, 413 past 1 MiB, 400 when malformed, 422 when it breaks the schema.
 * A schema that accepts `undefined` makes the body optional: a request without one passes `undefined`.
 */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const optional = schema.safeParse(undefined).success;
  const isJson = requestMediaType(c) === "application/json";
  if (!isJson && !(optional && requestMediaType(c) === "")) throw notJson();
  let bytes: Uint8Array;
  try {
    // Stops reading past the limit, so a chunked body without Content-Length cannot fill memory.
    bytes = await readRequestCapped(c, JSON_BODY_LIMIT);
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw tooLarge();
    throw err;
  }
  // The work starts here, so here the request waits for its turn (docs/api.md, "Time limits").
  await takeTurnAfterBody(c.req.raw);
  if (optional && bytes.byteLength === 0) return parseValue(schema, undefined);
  if (!isJson) throw notJson();
  let text: string;
  let value: unknown;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, "The request body is not valid JSON.");
  }
  // The checks below walk the value recursively: a deeper one would overflow the stack.
  if (nestingDepth(text) > MAX_NESTING) {
    throw new ApiError(400, `The request body is nested too deeply (at most ${MAX_NESTING} levels).`);
  }
  return parseValue(schema, value);
}

/** Objects and arrays within each other; no request of the contract comes near it. */
const MAX_NESTING = 64;

/** The deepest nesting of objects and arrays in valid JSON text, counted without recursion. */
function nestingDepth(json: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const ch = json[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{" || ch === "[") deepest = Math.max(deepest, ++depth);
    else if (ch === "}" || ch === "]") depth--;
  }
  return deepest;
}

function notJson() {
  return new ApiError(415, "The request body must be JSON (Content-Type: application/json).");
}

function tooLarge() {
  return new ApiError(413, "The request body is larger than 1 MiB.");
}

export function parseValue<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(issuesToFields(result.error.issues));
  const unstorable = new Map<string, string>();
  findUnstorable(result.data, [], unstorable);
  if (unstorable.size > 0) throw invalid(Object.fromEntries(unstorable));
  return result.data;
}

/** A high surrogate not followed by a low one, or a low one without a high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text the databases cannot store as given (U+0000, a lone surrogate) is a 422, never a 500 or a silent change. */
export function findUnstorable(value: unknown, path: PropertyKey[], out: Map<string, string>) {
  const report = (message: string) => {
    if (!out.has(jsonPath(path))) out.set(jsonPath(path), message);
  };
  if (typeof value === "string") {
    if (value.includes("\u0000")) report("must not contain the NUL character (U+0000)");
    else if (LONE_SURROGATE.test(value)) report("must be valid Unicode text (it holds a lone UTF-16 surrogate)");
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => findUnstorable(v, [...path, i], out));
  } else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) findUnstorable(v, [...path, k], out);
  }
}

/** Every key and value of the query string must be well-formed percent-encoding (`%ZZ` is not). */
function assertWellEncoded(url: string) {
  const query = (url.split("#")[0] ?? "").split("?").slice(1).join("?");
  for (const part of query.split("&")) {
    try {
      decodeURIComponent(part.replace(/\+/g, " "));
    } catch {
      throw new ApiError(400, "The query string is malformed: it holds an invalid percent-encoding.");
    }
  }
}

/** Reads the query string: `arrayKeys` may repeat, other keys take their first value, unknown keys are ignored. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S, arrayKeys: readonly string[] = []): z.output<S> {
  assertWellEncoded(c.req.url);
  let all: Record<string, string[]>;
  try {
    all = c.req.queries();
  } catch {
    throw new ApiError(400, "The query string is malformed.");
  }
  const value: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(all)) {
    if (arrayKeys.includes(key)) value[key] = values;
    else if (values[0] !== undefined) value[key] = values[0];
  }
  return parseValue(schema, value);
}

/** The path parameters of an endpoint: UUIDs (lower-cased, else 400) unless its `params` schema says otherwise. */
export function pathParams(c: Context, endpoint: Endpoint): Record<string, string> | undefined {
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "");
  if (names.length === 0) return undefined;
  if (!endpoint.params) return Object.fromEntries(names.map((name) => [name, pathId(c, name)]));
  const result = endpoint.params.safeParse(c.req.param());
  if (!result.success)
    throw new ApiError(
      400,
      `The path is malformed: ${Object.entries(issuesToFields(result.error.issues))
        .map(([k, v]) => `${k} ${v}`)
        .join("; ")}.`,
    );
  return result.data as Record<string, string>;
}

/** A path id: 400 unless it is a UUID (the contract's rule for path parameters). */
export function pathId(c: Context, name = "id"): string {
  const raw = c.req.param(name) ?? "";
  if (!UUID.test(raw)) throw new ApiError(400, `The path parameter ${name} must be a UUID.`);
  return raw.toLowerCase();
}
