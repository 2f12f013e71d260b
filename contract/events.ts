import { resource } from "./endpoint";

const events = resource("events");

export const eventEndpoints = {
  /** An EventSource sends no headers: the token comes as `?access_token=`, the group as `?tenant=`. */
  stream: events.get(
    "/v1/events",
    "Live changes of the group as Server-Sent Events: data {type, ids, by}; `: heartbeat` every 15 s; Last-Event-ID replays what was missed, or sends event `resync`",
    {
      urlToken: true,
      responses: {
        200: { description: "The group's live changes", contentType: "text/event-stream" },
        429: { description: "Too many open streams of this sign-in or user (docs/events.md)" },
      },
    },
  ),
};
