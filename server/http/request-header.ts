import type { Context } from "hono";

/**
 * A request header as Node's parser left it under the Node listener, else from the web Request; `name`
 * in lower case. Node keeps the first of a repeated Authorization, Content-Type or Content-Length where a
 * web `Headers` joins them with ", " (test/security/http-limits.test.ts), and it builds no `Headers`.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = (c.env as { incoming?: { headers: Record<string, string | string[] | undefined> } } | undefined)
    ?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** The request's media type: its Content-Type without parameters, in lower case ("" when there is none). */
export const requestMediaType = (c: Context): string =>
  (requestHeader(c, "content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
