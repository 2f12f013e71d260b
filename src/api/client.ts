import { i18n } from "@lingui/core";
import type { z } from "zod";
import { callPath, successAnswer, type AnswerOf, type CallArgs, type Endpoint } from "../../contract/endpoint";
import { toApiError, unexpectedAnswer } from "./api-error";
import { getSession } from "./session";
import { getTenant } from "./tenant";
import { appPath } from "./base-path";

/** What a call may add to its endpoint's input. */
export interface CallOptions {
  ifMatch?: string;
  signal?: AbortSignal;
  /** Names the write's batch (`X-Batch-Id`), so that `POST /v1/batches/{id}/undo` reverts it as one. */
  batchId?: string;
}

/** Sends one request with token, If-Match and a JSON (or multipart) body; throws ApiError on non-2xx. */
async function send(path: string, method: string, opts: { body?: unknown } & CallOptions): Promise<Response> {
  const headers: Record<string, string> = {};
  const session = getSession();
  if (session) headers.authorization = session.token;
  const tenant = getTenant();
  if (tenant) headers["x-tenant"] = tenant;
  if (opts.ifMatch) headers["if-match"] = opts.ifMatch;
  if (opts.batchId) headers["x-batch-id"] = opts.batchId;
  // The chosen language, not the browser's: a new account's rooms and tags are named in it.
  if (i18n.locale) headers["accept-language"] = i18n.locale;
  let body: BodyInit | undefined;
  // FormData sets its own multipart boundary, so no content-type for it.
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(appPath(`/api${path}`), { method, headers, body, signal: opts.signal });
  if (!res.ok) throw await toApiError(res);
  return res;
}

/** The 2xx body parsed with `schema`; an answer it does not describe becomes one readable ApiError. */
async function parseBody(res: Response, schema: z.ZodType | undefined, method: string, path: string) {
  if (!schema || res.status === 204) return undefined;
  const json: unknown = await res.json().catch(() => {
    throw unexpectedAnswer(res, method, path);
  });
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw unexpectedAnswer(res, method, path);
  return parsed.data;
}

/** Calls an endpoint of the contract, plus the answer's ETag for If-Match on the next save. */
export async function callWithEtag<E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgs<E, CallOptions>
): Promise<{ data: AnswerOf<E>; etag: string | null }> {
  const path = callPath(endpoint, input);
  const method = endpoint.method.toUpperCase();
  const res = await send(path, method, input ?? {});
  const data = await parseBody(res, successAnswer(endpoint)?.answer.schema, method, path);
  return { data: data as AnswerOf<E>, etag: res.headers.get("etag") };
}
/** The one way the SPA talks to the service: `call(tagEndpoints.get, { params: { id } })`. */
export async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E, CallOptions>): Promise<AnswerOf<E>> {
  return (await callWithEtag(endpoint, ...args)).data;
}

/** URL of an attachment (or thumbnail) for an <img>, which cannot send the Authorization header. */
export function attachmentUrl(entityId: string, attachmentId: string): string {
  const query = new URLSearchParams({ access_token: getSession()?.attachmentToken ?? "" });
  // The attachment token is the user's, not the group's: the download checks the selected group too.
  const tenant = getTenant();
  if (tenant) query.set("tenant", tenant);
  return appPath(`/api/v1/entities/${entityId}/attachments/${attachmentId}?${query.toString()}`);
}
