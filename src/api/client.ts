import {
  callPath,
  successAnswer,
  type AnswerOf,
  type CallArgs,
  type Endpoint,
  type Method,
} from "../../contract/endpoint";
import { parseBody, send, type RequestOptions } from "./http";
import { getSession } from "./session";
import { getTenant } from "./tenant";

/** What a call may add to its endpoint's input. */
export interface CallOptions {
  ifMatch?: string;
  signal?: AbortSignal;
}

const methodOf = (m: Method) => m.toUpperCase() as NonNullable<RequestOptions["method"]>;

/** Calls an endpoint of the contract, plus the answer's ETag for If-Match on the next save. */
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
