import { t } from "@lingui/core/macro";
import type { z } from "zod";
// Types only: the contract (and zod with it) is loaded where responses are parsed, so the sign-in
// page's first paint does not wait for it (bundle budget of the sign-in route).
import type { EntityOut, FieldErrorCode } from "./contract";
import { getTenant, switchTenant } from "./tenant";

/** An answer other than 2xx, typed: `fields` on 422, `current` (the entity now) on 412. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly current?: EntityOut,
    /** The stable code of each field message (docs/api.md): the SPA words it in the user's language. */
    readonly codes: Record<string, FieldErrorCode> = {},
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

const sessionListeners = new Set<() => void>();

export function setSession(s: Session | null) {
  if (s) localStorage.setItem(SESSION_KEY, JSON.stringify(s));
  else localStorage.removeItem(SESSION_KEY);
  for (const listener of sessionListeners) listener();
}

/** For useSyncExternalStore: components re-render when the session starts or ends. */
export function subscribeSession(listener: () => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
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

type Parsed<S> = S extends z.ZodType ? z.output<S> : void;

/** Sends one request with token, If-Match and a JSON (or multipart) body; throws ApiError on non-2xx. */
async function send(path: string, opts: RequestOptions<z.ZodType | undefined>): Promise<Response> {
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

/**
 * A 2xx answer the contract does not describe (a proxy's HTML page, an older or newer service) is the
 * server's fault, not the user's: one readable ApiError naming the request. Its 2xx status marks it as
 * not worth retrying (query-client.ts), since asking again gets the same answer.
 */
function unexpectedAnswer(res: Response, method: string, path: string): ApiError {
  return new ApiError(res.status, t`Unexpected answer from the server (${method} /api${path}).`);
}

async function parseBody<S extends z.ZodType | undefined>(
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

/**
 * The one way the SPA talks to the service: adds the token, parses every answer with the contract's
 * schemas, and turns error bodies into ApiError. Paths are relative to /api (e.g. `/v1/entities`).
 */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  opts: RequestOptions<S> = {},
): Promise<Parsed<S>> {
  return parseBody(await send(path, opts), opts.schema as S, opts.method ?? "GET", path);
}

/** Like apiRequest, plus the answer's ETag, for If-Match on the next save. */
export async function apiRequestWithEtag<S extends z.ZodType>(
  path: string,
  opts: RequestOptions<S>,
): Promise<{ data: z.output<S>; etag: string | null }> {
  const res = await send(path, opts);
  const data = (await parseBody(res, opts.schema, opts.method ?? "GET", path)) as z.output<S>;
  return { data, etag: res.headers.get("etag") };
}

async function toApiError(res: Response): Promise<ApiError> {
  const [json, { ErrorBody, EntityOut }] = await Promise.all([
    res.json().catch((): unknown => undefined),
    import("./contract"),
  ]);
  const parsed = ErrorBody.safeParse(json);
  const message = parsed.success ? parsed.data.error : t`The service answered ${res.status}.`;
  if (res.status === 401) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  // The chosen group is gone (the user left or was removed): back to the default group.
  if (res.status === 403 && getTenant() && /X-Tenant/.test(message)) switchTenant(null);
  const current =
    res.status === 412 && json && typeof json === "object" && "current" in json
      ? EntityOut.safeParse((json as { current: unknown }).current).data
      : undefined;
  return new ApiError(res.status, message, parsed.data?.fields ?? {}, current, parsed.data?.codes ?? {});
}

/** URL of an attachment (or thumbnail) for an <img>, which cannot send the Authorization header. */
export function attachmentUrl(entityId: string, attachmentId: string): string {
  const query = new URLSearchParams({ access_token: getSession()?.attachmentToken ?? "" });
  // The attachment token is the user's, not the group's: the download checks the selected group too.
  const tenant = getTenant();
  if (tenant) query.set("tenant", tenant);
  return `/api/v1/entities/${entityId}/attachments/${attachmentId}?${query.toString()}`;
}
