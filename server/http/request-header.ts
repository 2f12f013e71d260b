import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/**
 * A request header, as Node's parser left it when the app runs under the Node listener (`c.env.incoming`),
 * else (the app called in-process, as most API tests do) from the web Request. `name` in lower case.
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
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
