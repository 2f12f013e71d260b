import type { z } from "zod";

export type Method = "get" | "post" | "put" | "patch" | "delete";

/**
 * Who may call an endpoint: anyone (`public`), any signed-in user whatever their role (`account`: their
 * own account, their groups), or a member of the selected group with at least this role.
 */
export type Access = "public" | "account" | "viewer" | "editor" | "owner";

export interface Answer {
  description: string;
  /** The JSON answer's schema; absent for an empty answer (204) or one that is not JSON. */
  schema?: z.ZodType;
  /** For answers that are not JSON: `text/csv`, `image/png`, `text/event-stream`, … */
  contentType?: string;
}

/** A request body the handler reads itself (a multipart upload, a CSV file): described, not parsed. */
export interface RawBody {
  contentType: "multipart/form-data" | "text/csv";
  schema: z.ZodType;
}

/** One HTTP operation: the service registers its handler from it, the clients call it by it. */
export interface Endpoint {
  method: Method;
  /** Under /api, with OpenAPI-style parameters: `/v1/tags/{id}`. Every parameter is a UUID unless `params` says. */
  path: string;
  summary: string;
  /** The OpenAPI tag (the resource). */
  tag: string;
  /** Default: `viewer` for reads, `editor` for writes. */
  access?: Access;
  /** Account management (keys, password, sessions, deletion): a signed-in session only, never an API key. */
  sessionOnly?: true;
  /** A download or stream that an `<img>` or `EventSource` opens: the login's attachment token may come in the URL. */
  urlToken?: true;
  /** Path parameters that are not UUIDs (an asset id). */
  params?: z.ZodObject;
  query?: z.ZodType;
  /** Query keys that may repeat (`?tags=a&tags=b`) and reach the schema as arrays. */
  arrayQuery?: readonly string[];
  /** A JSON body: 415 unless JSON, 413 past 1 MiB, 400 when malformed, 422 when it breaks the schema. */
  body?: z.ZodType | RawBody;
  responses: Record<number, Answer>;
}

/** Keeps the literal types of a definition (its path, its schemas) for typed handlers and clients. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

type Definition = Omit<Endpoint, "method" | "path" | "summary" | "tag">;

/** The endpoints of one resource, which share its OpenAPI tag and, when given, a default access. */
export function resource(tag: string, access?: Access) {
  const define =
    <const M extends Method>(method: M) =>
    <const P extends string, const D extends Definition>(path: P, summary: string, definition: D) =>
      endpoint({ ...(access && { access }), ...definition, method, path, summary, tag });
  return {
    get: define("get"),
    post: define("post"),
    put: define("put"),
    patch: define("patch"),
    delete: define("delete"),
  };
}

export function accessOf(e: Endpoint): Access {
  return e.access ?? (e.method === "get" ? "viewer" : "editor");
}

type ParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}` ? K | ParamNames<Rest> : never;

/** `{ id: string }` for `/v1/tags/{id}`; nothing for a path without parameters. */
export type ParamsOf<E extends Endpoint> = [ParamNames<E["path"]>] extends [never]
  ? undefined
  : { [K in ParamNames<E["path"]>]: string };

export type QueryOf<E extends Endpoint> = E["query"] extends z.ZodType ? z.input<E["query"]> : undefined;
export type ParsedQueryOf<E extends Endpoint> = E["query"] extends z.ZodType ? z.output<E["query"]> : undefined;

/** What a client sends as the body (a JSON body's input, a FormData for an upload). */
export type BodyOf<E extends Endpoint> = E["body"] extends z.ZodType
  ? z.input<E["body"]>
  : E["body"] extends RawBody
    ? FormData | string
    : undefined;
export type ParsedBodyOf<E extends Endpoint> = E["body"] extends z.ZodType ? z.output<E["body"]> : undefined;

type Success = 200 | 201 | 202 | 204;
type SuccessSchema<E extends Endpoint> = {
  [S in Extract<keyof E["responses"], Success>]: E["responses"][S] extends { schema: infer T extends z.ZodType }
    ? T
    : never;
}[Extract<keyof E["responses"], Success>];

/** The parsed answer a client gets; void for an empty or non-JSON one. */
export type AnswerOf<E extends Endpoint> = [SuccessSchema<E>] extends [never] ? void : z.output<SuccessSchema<E>>;
/** What a handler may hand back to be sent as JSON. */
export type AnswerInputOf<E extends Endpoint> = [SuccessSchema<E>] extends [never] ? void : z.input<SuccessSchema<E>>;

/** The first 2xx answer with a JSON schema, which a client parses the answer with. */
export function successAnswer(e: Endpoint): { status: number; answer: Answer } | undefined {
  for (const [status, answer] of Object.entries(e.responses)) {
    const code = Number(status);
    if (code >= 200 && code < 300) return { status: code, answer };
  }
  return undefined;
}

/** `/v1/tags/{id}` with `{ id: "…" }` → `/v1/tags/…` (each value percent-encoded). */
export function fillPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`The path ${path} needs the parameter ${name}.`);
    return encodeURIComponent(value);
  });
}

/** `?a=1&tags=x&tags=y` from a query object: lists repeat their key, absent and null values are left out. */
export function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null) search.append(key, String(one));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

type Need<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : undefined extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a client passes to call an endpoint: its path parameters and body where it has them, its query. */
export type CallInput<E extends Endpoint> = Need<"params", ParamsOf<E>> &
  Need<"body", BodyOf<E>> & { query?: QueryOf<E> };

/** The call's arguments: the input may be left out when the endpoint needs none. */
export type CallArgs<E extends Endpoint, Extra = object> =
  object extends CallInput<E> ? [input?: CallInput<E> & Extra] : [input: CallInput<E> & Extra];

/** The path and query string of a call, under /api. */
export function callPath(endpoint: Endpoint, input: { params?: unknown; query?: unknown } | undefined): string {
  return (
    fillPath(endpoint.path, input?.params as Record<string, string> | undefined) +
    queryString(input?.query as Record<string, unknown> | undefined)
  );
}
