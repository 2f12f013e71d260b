import type { z } from "zod";
import { toApiError, unexpectedAnswer } from "./api-error";
import { getSession } from "./session";
import { getTenant } from "./tenant";

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  ifMatch?: string;
  signal?: AbortSignal;
}

export type Parsed<S> = S extends z.ZodType ? z.output<S> : void;

/** Sends one request with token, If-Match and a JSON (or multipart) body; throws ApiError on non-2xx. */
export async function send(path: string, opts: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {};
  const session = getSession();
  if (session) headers.authorization = session.token;
  const tenant = getTenant();
  if (tenant) headers["x-tenant"] = tenant;
  if (opts.ifMatch) headers["if-match"] = opts.ifMatch;
  let body: BodyInit | undefined;
  // FormData sets its own multipart boundary, so no content-type for it.
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`/api${path}`, { method: opts.method ?? "GET", headers, body, signal: opts.signal });
  if (!res.ok) throw await toApiError(res);
  return res;
}

/** The 2xx body parsed with `schema`; an answer it does not describe becomes one readable ApiError. */
export async function parseBody<S extends z.ZodType | undefined>(
  res: Response,
  schema: S,
  method: string,
  path: string,
): Promise<Parsed<S>> {
  if (!schema || res.status === 204) return undefined as Parsed<S>;
  const json: unknown = await res.json().catch(() => {
    throw unexpectedAnswer(res, method, path);
  });
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw unexpectedAnswer(res, method, path);
  return parsed.data as Parsed<S>;
}
