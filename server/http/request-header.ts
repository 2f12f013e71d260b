import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context } from "hono";

/**
 * @hono/node-server's bindings, which a Hono context's `env` is under the Node listener (server/http/
 * node-server.ts): Node's own request and response. Undefined when the app is called in-process, as
 * most API tests call it.
 */
export function nodeBindings(c: { env: unknown }): { incoming?: IncomingMessage; outgoing?: ServerResponse } {
  return (c.env as { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined) ?? {};
}

/**
 * A request header, as Node's parser left it when the app runs under the Node listener, else from the
 * web Request. `name` in lower case.
 *
 * Why not `c.req.header()`: its first call makes @hono/node-server build a web `Headers` of every header of
 * the request (each name and value validated), about an eighth of a kept entity GET's time in a CPU
 * profile (docs/performance.md, "Reading an entity").
 *
 * The one difference is in requests that repeat a header: Node keeps the first Authorization,
 * Content-Type or Content-Length (and rejects differing Content-Lengths itself) where a web `Headers`
 * joins the values with ", "; headers without such a rule are joined by both.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const { incoming } = nodeBindings(c);
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** The request's media type: its Content-Type without parameters, in lower case ("" when there is none). */
export const requestMediaType = (c: Context): string =>
  (requestHeader(c, "content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
