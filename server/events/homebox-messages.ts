import type { LiveEvent } from "../../contract/events";

/**
 * What Homebox's WebSocket says (`{"event": "<name>.mutation"}`) for a change of each kind: Homebox's web
 * app refetches by these names. Homebox names no record, so neither do we. Entity types change how
 * entities show; a group-wide change (an import, a bulk action) may touch every entity and tag, as
 * Homebox's own import announces both.
 */
const NAMES: Record<LiveEvent["type"], readonly string[]> = {
  entity: ["entity.mutation"],
  "entity-type": ["entity.mutation"],
  tag: ["tag.mutation"],
  group: ["entity.mutation", "tag.mutation"],
};

/** The WebSocket messages for one of our change events, in the order they are sent. */
export const homeboxMessages = (e: LiveEvent): string[] => NAMES[e.type].map((event) => JSON.stringify({ event }));

/** Homebox's keep-alive message, which its app ignores. */
export const HOMEBOX_PING = JSON.stringify({ event: "ping" });
