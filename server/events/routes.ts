import { streamSSE } from "hono/streaming";
import { eventEndpoints as events, type Role, type StreamAccess } from "../../contract";
import { type Api } from "../http/api";
import { eventHubFor } from "./hub";
import type { StoredEvent } from "./types";
import { requestHeader } from "../http/request-header";
import { roleNow, streamOwner } from "./stream-access";

/** `GET /v1/events`: Server-Sent Events of the caller's group (docs/events.md). */
export function registerEventRoutes(api: Api) {
  const { db, config } = api.deps;
  const hub = eventHubFor(db);

  api.handle(events.stream, (c, { query }) => {
    const owner = streamOwner(c);
    const { groupId, tokenHash, userId, role } = owner;
    const lastId = requestHeader(c, "last-event-id") || c.req.query("lastEventId") || undefined;
    // Checked in the tick in which streamSSE's callback subscribes, so parallel requests cannot all pass.
    hub.checkRoom(userId, tokenHash, config.eventStreams);
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      let open = true;
      let chain = Promise.resolve();
      // One write at a time, in order: events, replay and heartbeats share the stream.
      const send = (write: () => Promise<void>) => {
        chain = chain.then(() => (open ? write() : undefined)).catch(() => stream.abort());
      };
      const sendEvent = (e: StoredEvent) => send(() => stream.writeSSE({ id: e.id, data: JSON.stringify(e.event) }));
      // The caller's role as the client last heard it: an open page shows or hides its edit controls by it.
      let knownRole: Role = query.role ?? role;
      const sendRole = (now: Role) => {
        if (now === knownRole) return;
        knownRole = now;
        send(() => stream.writeSSE({ event: "access", data: JSON.stringify({ role: now } satisfies StreamAccess) }));
      };
      let replaying: StoredEvent[] | undefined = lastId ? [] : undefined;
      const unsubscribe = await hub.subscribe(groupId, {
        userId,
        tokenHash,
        onEvent: (e) => (replaying ? replaying.push(e) : sendEvent(e)),
        onAccessChanged: () =>
          void roleNow(db, owner).then(
            (now) => (now ? sendRole(now) : stream.abort()),
            () => undefined,
          ),
        end: () => stream.abort(),
      });
      const comment = (text: string) => send(async () => void (await stream.write(`: ${text}\n\n`)));
      // Subscribed (and, on PostgreSQL, listening): from here on no change is missed; what was missed follows.
      comment("connected");
      sendRole(role);
      if (lastId && replaying) {
        const missed = await hub.log.since(groupId, lastId);
        if (missed === "gap") send(() => stream.writeSSE({ event: "resync", data: "{}" }));
        else missed.forEach(sendEvent);
        const seen = new Set(missed === "gap" ? [] : missed.map((e) => e.id));
        for (const e of replaying) if (!seen.has(e.id)) sendEvent(e);
        replaying = undefined;
      }
      const heartbeat = setInterval(() => comment("heartbeat"), config.eventHeartbeatMs);
      await new Promise<void>((resolve) => (stream.aborted ? resolve() : stream.onAbort(resolve)));
      open = false;
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
}
