import type { Context } from "hono";

/**
 * A request header as Node's parser left it (the first of a repeated Authorization, Content-Type or
 * Content-Length, where `Headers` would join them), else from the web Request.
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
