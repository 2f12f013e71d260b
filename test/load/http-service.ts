import type { AddressInfo } from "node:net";
import { serveApp } from "../../server/http/node-server";
import { startService, type TestService } from "../support/service";

/**
 * The test service behind a real HTTP listener on 127.0.0.1, so that requests are genuinely concurrent
 * (each on its own socket, interleaving inside the service) rather than the sequential `app.request()`.
 */
export interface HttpService {
  svc: TestService;
  base: string;
  close(): Promise<void>;
}

export async function startHttpService(opts: { env?: Record<string, string> } = {}): Promise<HttpService> {
  const svc = await startService(opts);
  // The same listener as the service's own (header limit, HEAD, JSON client errors).
  const server = await new Promise<ReturnType<typeof serveApp>>((resolve) => {
    const s = serveApp(svc.app.fetch, { port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    svc,
    base: `http://127.0.0.1:${port}/api`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await svc.close();
    },
  };
}

export interface HttpRes<T = any> {
  status: number;
  body: T;
  etag: string | null;
}

/** One JSON request over the network; the body is parsed when there is one. */
export async function call<T = any>(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<HttpRes<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = opts.token;
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, etag: res.headers.get("etag") };
}

/** Registers a fresh user over HTTP and returns its session token ("Bearer …"). */
export async function signUpOverHttp(base: string): Promise<string> {
  const email = `load-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = "long enough password";
  const reg = await call(base, "POST", "/v1/users/register", { body: { name: "Load", email, password } });
  if (reg.status !== 204) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await call(base, "POST", "/v1/users/login", { body: { username: email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.token as string;
}
