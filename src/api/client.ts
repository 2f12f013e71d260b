import type { z } from "zod";
import { EntityOut, ErrorBody } from "./contract";

/** An answer other than 2xx, typed: `fields` on 422, `current` (the entity now) on 412. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly current?: EntityOut,
  ) {
    super(message);
  }
}

const SESSION_KEY = "inventory.session";

export interface Session {
  token: string;
  attachmentToken: string;
  expiresAt: string;
}

export function getSession(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    const s = raw ? (JSON.parse(raw) as Session) : null;
    return s && Date.parse(s.expiresAt) > Date.now() ? s : null;
  } catch {
    return null;
  }
}

export function setSession(s: Session | null) {
  if (s) localStorage.setItem(SESSION_KEY, JSON.stringify(s));
  else localStorage.removeItem(SESSION_KEY);
}

/** Fired when the service answers 401: the app returns to sign-in and comes back afterwards. */
export const UNAUTHORIZED_EVENT = "inventory:unauthorized";

export interface RequestOptions<S extends z.ZodType | undefined> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Parses the 2xx body; omit for 204 answers. */
  schema?: S;
  ifMatch?: string;
  signal?: AbortSignal;
}

/**
 * The one way the SPA talks to the service: adds the token, parses every answer with the contract's
 * schemas, and turns error bodies into ApiError. Paths are relative to /api (e.g. `/v1/entities`).
 */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  opts: RequestOptions<S> = {},
): Promise<S extends z.ZodType ? z.output<S> : void> {
  const headers: Record<string, string> = {};
  const session = getSession();
  if (session) headers.authorization = session.token;
  if (opts.ifMatch) headers["if-match"] = opts.ifMatch;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`/api${path}`, { method: opts.method ?? "GET", headers, body, signal: opts.signal });
  if (!res.ok) throw await toApiError(res);
  if (!opts.schema || res.status === 204) return undefined as never;
  return opts.schema.parse(await res.json()) as never;
}

async function toApiError(res: Response): Promise<ApiError> {
  const json: unknown = await res.json().catch(() => undefined);
  const parsed = ErrorBody.safeParse(json);
  const message = parsed.success ? parsed.data.error : `The service answered ${res.status}.`;
  if (res.status === 401) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  const current =
    res.status === 412 && json && typeof json === "object" && "current" in json
      ? EntityOut.safeParse((json as { current: unknown }).current).data
      : undefined;
  return new ApiError(res.status, message, parsed.success ? (parsed.data.fields ?? {}) : {}, current);
}

/** The ETag of an entity answer, for If-Match on the next save. */
export async function apiRequestWithEtag<S extends z.ZodType>(
  path: string,
  opts: RequestOptions<S>,
): Promise<{ data: z.output<S>; etag: string | null }> {
  const headers: Record<string, string> = {};
  const session = getSession();
  if (session) headers.authorization = session.token;
  if (opts.ifMatch) headers["if-match"] = opts.ifMatch;
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`/api${path}`, {
    method: opts.method ?? "GET",
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  });
  if (!res.ok) throw await toApiError(res);
  return { data: opts.schema!.parse(await res.json()) as z.output<S>, etag: res.headers.get("etag") };
}
