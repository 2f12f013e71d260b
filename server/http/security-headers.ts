import type { MiddlewareHandler } from "hono";
import { nodeBindings } from "./request-header";

const SECURITY_HEADERS: Array<[string, string]> = [
  [
    "Content-Security-Policy",
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
  ],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "no-referrer"],
  ["X-Frame-Options", "DENY"],
  ["Permissions-Policy", "camera=(self)"],
];

/**
 * The security headers on every answer. A route may set one of its own (attachment downloads send a
 * stricter, sandboxed CSP); the route's wins.
 *
 * Under the Node listener they go on Node's response before the app runs, and Node merges the answer's
 * own headers over them when it writes the head. Setting them on the web Response instead made
 * @hono/node-server turn the answer's plain header object into a web `Headers` and back, on every answer:
 * with the JSON compression's look at the headers, about 7 % of a kept entity GET's time. Without the
 * listener (the app called in-process) they go on the Response after it is made.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    const { outgoing } = nodeBindings(c);
    if (outgoing) {
      for (const [name, value] of SECURITY_HEADERS) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of SECURITY_HEADERS) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
