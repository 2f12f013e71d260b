import type { MiddlewareHandler } from "hono";
import type { Env } from "../http/api";
import { changeOfRequest, changesAccess } from "./change-of-request";
import type { EventHub } from "./hub";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * After every successful write, an event for the caller's group (docs/events.md). It runs after the write has
 * committed and answered, so a failed publish is logged and never turns a saved change into an error.
 */
export function publishChanges(hub: EventHub): MiddlewareHandler<Env> {
  return async (c, next) => {
    await next();
    const who = c.get("auth");
    if (!who || !WRITES.has(c.req.method) || c.res.status >= 300) return;
    const path = c.req.path;
    try {
      if (changesAccess(path)) await hub.log.accessChanged();
      const json = /^application\/json\b/.test(c.res.headers.get("Content-Type") ?? "");
      const answer: unknown = json
        ? await c.res
            .clone()
            .json()
            .catch(() => undefined)
        : undefined;
      const change = changeOfRequest(c.req.method, path, answer);
      if (!change || !who.groupId) return;
      await hub.publish(who.groupId, { ...change, by: { id: who.userId, name: who.userName } });
    } catch (err) {
      console.warn(`[events] could not publish the change of ${c.req.method} ${path}:`, err);
    }
  };
}
