import type { StreamEvent } from "../../contract/events";

/**
 * What Homebox's WebSocket says (`{"event": "<name>.mutation"}`) for a change of each kind: Homebox's web
 * app refetches by these names. Homebox names no record, so neither do we. Entity types change how
 * entities show; a group-wide change (an import, a bulk action) may touch every entity and tag, as
 * Homebox's own import announces both.
 */
const NAMES: Record<StreamEvent["type"], readonly string[]> = {
  entity: ["entity.mutation"],
  "entity-type": ["entity.mutation"],
  tag: ["tag.mutation"],
  group: ["entity.mutation", "tag.mutation"],
  // Homebox has no stock-takes; their finish is an entity event.
  stocktake: [],
};

/** The WebSocket messages for one of our change events, in the order they are sent. */
export const homeboxMessages = (e: StreamEvent): string[] => NAMES[e.type].map((event) => JSON.stringify({ event }));

/** Homebox's keep-alive message, which its app ignores. */
export const HOMEBOX_PING = JSON.stringify({ event: "ping" });
