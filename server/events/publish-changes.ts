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
    if (!WRITES.has(c.req.method)) return next();
    // What the route answers with, as it hands it to c.json: reading it back from the answer (a clone,
    // parsed) sent every write's answer out through a web stream and parsed it once more
    // (docs/decisions/016-entity-writes.md).
    let answer: unknown;
    const json = c.json as (...args: unknown[]) => Response;
    c.json = ((object: unknown, ...rest: unknown[]) => {
      answer = object;
      return json(object, ...rest);
    }) as typeof c.json;
    await next();
    const who = c.get("auth");
    if (!who || c.res.status >= 300) return;
    const path = c.req.path;
    try {
      if (changesAccess(path)) await hub.log.accessChanged();
      const change = changeOfRequest(c.req.method, path, answer);
      if (!change || !who.groupId) return;
      await hub.publish(who.groupId, { ...change, by: { id: who.userId, name: who.userName } });
    } catch (err) {
      console.warn(`[events] could not publish the change of ${c.req.method} ${path}:`, err);
    }
  };
}
