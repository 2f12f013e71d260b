import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/** The caller's address; "local" for in-process requests (tests), which have no socket. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "local";
  }
}
