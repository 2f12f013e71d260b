import { z } from "zod";
import { Id } from "./common";
import { resource } from "./endpoint";
import { Role } from "./role";

const events = resource("events");

/** One change in the caller's group, as the event stream carries it (docs/events.md). */
export const LiveEvent = z.object({
  type: z.enum(["entity", "tag", "entity-type", "group"]),
  /** The changed records; empty when the change touched too many to name (refresh everything of `type`). */
  ids: z.array(z.string()),
  by: z.object({ id: Id, name: z.string() }),
});
export type LiveEvent = z.infer<typeof LiveEvent>;

/**
 * A stock-take changed (a scan, a finish, a cancel): `ids` holds its id. Its own type, so that clients which
 * parse only LiveEvent skip it; a finish changes entities too, which a client refreshes on this event.
 */
export const StocktakeEvent = LiveEvent.extend({ type: z.literal("stocktake") });
/** Everything the stream carries. */
export const StreamEvent = z.union([LiveEvent, StocktakeEvent]);
export type StreamEvent = z.infer<typeof StreamEvent>;

/** The data of an `access` event: the caller's role in the group now (docs/events.md, "Roles"). */
export const StreamAccess = z.object({ role: Role });
export type StreamAccess = z.infer<typeof StreamAccess>;

export const eventEndpoints = {
  /** An EventSource sends no headers: the token comes as `?access_token=`, the group as `?tenant=`. */
  stream: events.get(
    "/v1/events",
    "Live changes of the group as Server-Sent Events: data {type, ids, by}; `: heartbeat` every 15 s; Last-Event-ID replays what was missed, or sends event `resync`; event `access` {role} when the caller's role changes, or at once when it is not the `role` the client names",
    {
      urlToken: true,
      query: z.object({
        /** The role the client shows: when it is not the caller's, the stream starts with an `access` event. */
        role: Role.optional(),
      }),
      responses: {
        200: { description: "The group's live changes", contentType: "text/event-stream" },
        429: { description: "Too many open streams of this sign-in or user (docs/events.md)" },
      },
    },
  ),
  /** Homebox's app opens it with its cookie, or with its attachment token as the subprotocol after `hb-auth`. */
  homebox: events.get(
    "/v1/ws/events",
    'Homebox\'s WebSocket of the group\'s changes: messages {"event": "entity.mutation" | "tag.mutation" | "ping"}; the attachment token may come as `?access_token=` or as the subprotocol after `hb-auth`',
    {
      urlToken: true,
      responses: {
        101: { description: "Switched to the WebSocket" },
        403: { description: "Opened from a page of another site" },
        426: { description: "Not a WebSocket upgrade" },
        429: { description: "Too many open streams of this sign-in or user (docs/events.md)" },
      },
    },
  ),
};
