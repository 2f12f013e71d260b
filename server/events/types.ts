import type { LiveEvent } from "../../contract";

/** One change event as the service keeps and forwards it: its replay id, its group, what clients see. */
export interface StoredEvent {
  /** Opaque to clients: they echo it in Last-Event-ID. */
  id: string;
  groupId: string;
  event: LiveEvent;
}

/** Not for clients: "someone's access may have changed", so every open stream re-checks its token and membership. */
export const ACCESS_CHANGED = "*access*";

/** Where events are kept for replay and how they reach every process's subscribers (docs/events.md). */
export interface EventLog {
  /** Stores the event and has `deliver` called with it in every service process (this one included). */
  append(groupId: string, event: LiveEvent): Promise<void>;
  /** Tells every process's streams to re-check access. */
  accessChanged(): Promise<void>;
  /** The group's events after `lastId`, oldest first; "gap" when some of them are no longer kept. */
  since(groupId: string, lastId: string): Promise<StoredEvent[] | "gap">;
  /** Resolves once this process receives what other processes append. */
  listen(): Promise<void>;
  close(): Promise<void>;
}

export type Deliver = (e: StoredEvent) => void;
