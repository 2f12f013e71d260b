import { authEndpoints } from "../../contract/auth";
import { callPath, type AnswerOf, type CallArgs, type Endpoint } from "../../contract/endpoint";
import type { TestService } from "./service";

export interface Res<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

let counter = 0;

/** A signed-in user of a fresh group, with a small request helper bound to the service. */
export interface Session {
  token: string;
  attachmentToken: string;
  email: string;
  req<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Res<T>>;
  /** Calls an endpoint of the contract; `body` is typed as its success answer (an error body otherwise). */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E, CallExtras>): Promise<Res<AnswerOf<E>>>;
}

/** Headers a test adds to a call (If-Match, X-Tenant, …). */
export interface CallExtras {
  headers?: Record<string, string>;
}

/** Calls an endpoint with the given headers (a token among them, or none for a public one). */
export function callEndpoint<E extends Endpoint>(
  svc: TestService,
  endpoint: E,
  ...[input]: CallArgs<E, CallExtras>
): Promise<Res<AnswerOf<E>>> {
  return request(svc, endpoint.method.toUpperCase(), callPath(endpoint, input), input?.body, input?.headers);
}

export async function request<T = any>(
  svc: TestService,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Res<T>> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === "string" || body instanceof FormData ? body : JSON.stringify(body);
    if (!(body instanceof FormData) && !Object.keys(headers).some((h) => h.toLowerCase() === "content-type")) {
      (init.headers as Record<string, string>)["content-type"] = "application/json";
    }
  }
  // Under a BASE_PATH every call goes through its prefix, as a proxy forwards it.
  const res = await svc.app.request(`${svc.config.basePath}/api${path}`, init);
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/**
 * Registers a new user (a new group, or with `{ token }` the invitation's group) and signs in. The first call on a
 * fresh service opens registration.
 */
export async function signUp(svc: TestService, name = "Tester", extra: Record<string, unknown> = {}): Promise<Session> {
  const email = `user${++counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = "correct horse battery";
  const reg = await callEndpoint(svc, authEndpoints.register, { body: { name, email, password, ...extra } });
  if (reg.status !== 204) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await callEndpoint(svc, authEndpoints.login, { body: { username: email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  const token = login.body.token;
  return {
    token,
    attachmentToken: login.body.attachmentToken,
    email,
    req: (method, path, body, headers = {}) => request(svc, method, path, body, { authorization: token, ...headers }),
    call: (endpoint, ...[input]) =>
      callEndpoint(svc, endpoint, ...([{ ...input, headers: { authorization: token, ...input?.headers } }] as never)),
  };
}
