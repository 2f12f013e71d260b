import type { Context } from "hono";
import { withCode } from "../../contract/error-codes";
import type { Config } from "../config";
import { ApiError } from "../http/errors";
import { requestHeader } from "../http/request-header";
import { ownOrigins } from "./cookies";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Values of Sec-Fetch-Site a browser sends for the service's own pages, or for what its user typed. */
const OWN_SITES = new Set(["same-origin", "none"]);

/**
 * A browser attaches the session cookie to requests that other sites start; SameSite=Lax stops most of
 * them, and this refuses the rest: a cookie-authenticated write must come from the service's own origin
 * (docs/api.md, "Homebox compatibility"). A write that says nothing of where it came from is refused too.
 */
export function refuseCrossSiteWrite(c: Context, config: Config) {
  if (READS.has(c.req.method)) return;
  const site = requestHeader(c, "sec-fetch-site");
  if (site !== undefined ? OWN_SITES.has(site) : ownOrigins(c, config).includes(requestHeader(c, "origin") ?? "")) {
    return;
  }
  throw new ApiError(
    403,
    "A change signed in by cookie must come from this service's own pages (Origin or Sec-Fetch-Site).",
    undefined,
    withCode("csrf_refused"),
  );
}
