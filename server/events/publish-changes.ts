import type { MiddlewareHandler } from "hono";
import type { Env } from "../http/api";
import { accessChangeOf, changeOfRequest } from "./change-of-request";
import type { EventHub } from "./hub";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** After every write has answered, an event for the caller's group; a failed publish is only logged. */
export function publishChanges(hub: EventHub): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (!WRITES.has(c.req.method)) return next();
    // What the route hands to c.json, kept rather than parsed back from the answer (docs/decisions/016).
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
      const access = accessChangeOf(path, who);
      if (access) await hub.log.accessChanged(access);
      const change = changeOfRequest(c.req.method, path, answer);
      if (!change || !who.groupId) return;
      await hub.publish(who.groupId, { ...change, by: { id: who.userId, name: who.userName } });
    } catch (err) {
      console.warn(`[events] could not publish the change of ${c.req.method} ${path}:`, err);
    }
  };
}
