import type { MiddlewareHandler } from "hono";

const SECURITY_HEADERS: Array<[string, string]> = [
  [
    "Content-Security-Policy",
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' blob:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
  ],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "no-referrer"],
  ["X-Frame-Options", "DENY"],
  ["Permissions-Policy", "camera=(self)"],
];

/** The security headers on every answer; a route's own (attachment downloads' sandboxed CSP) wins. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of SECURITY_HEADERS) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
