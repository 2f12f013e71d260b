import type { z } from "zod";
import {
  callPath,
  successAnswer,
  type AnswerOf,
  type CallArgs,
  type Endpoint,
  type Method,
} from "../../contract/endpoint";
import { parseBody, send, type Parsed, type RequestOptions } from "./http";
import { getSession } from "./session";
import { getTenant } from "./tenant";

/** What a call may add to its endpoint's input. */
export interface CallOptions {
  ifMatch?: string;
  signal?: AbortSignal;
}

/**
 * Sends a request to a path relative to /api (e.g. `/v1/entities`), parses the answer with `schema`, and
 * turns error bodies into ApiError. Endpoints of the contract are called with `call` instead.
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

const methodOf = (m: Method) => m.toUpperCase() as NonNullable<RequestOptions<undefined>["method"]>;

/** Calls an endpoint of the contract: its path filled in, its answer parsed with its own schema. */
export async function callWithEtag<E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgs<E, CallOptions>
): Promise<{ data: AnswerOf<E>; etag: string | null }> {
  const path = callPath(endpoint, input);
  const method = methodOf(endpoint.method);
  const res = await send(path, { method, body: input?.body, ifMatch: input?.ifMatch, signal: input?.signal });
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
  return `/api/v1/entities/${entityId}/attachments/${attachmentId}?${query.toString()}`;
}
