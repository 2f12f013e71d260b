import { z } from "zod";
import { resource } from "./endpoint";
import { Role } from "./role";

const events = resource("events");

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
};
