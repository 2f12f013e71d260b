import type { StreamEvent } from "../../contract";

/** One change event as the service keeps and forwards it: its replay id, its group, what clients see. */
export interface StoredEvent {
  /** Opaque to clients: they echo it in Last-Event-ID. */
  id: string;
  groupId: string;
  event: StreamEvent;
  /** Only on an ACCESS_CHANGED note: the streams to check. */
  access?: AccessChange;
}

/** Not for clients: "someone's access may have changed", so the streams it names re-check token and membership. */
export const ACCESS_CHANGED = "*access*";

/** Whose access may have changed: one user's streams (a sign-out, a revoked key), or one group's (a member left). */
export type AccessChange = { userId: string } | { groupId: string };
/** The event an ACCESS_CHANGED note carries: never sent to a client. */
export const ACCESS_NOTE: StreamEvent = { type: "group", ids: [], by: { id: "", name: "" } };

/** Where events are kept for replay and how they reach every process's subscribers (docs/events.md). */
export interface EventLog {
  /** Stores the event and has `deliver` called with it in every service process (this one included). */
  append(groupId: string, event: StreamEvent): Promise<void>;
  /** Tells every process's streams of that user or group to re-check access. */
  accessChanged(change: AccessChange): Promise<void>;
  /** The group's events after `lastId`, oldest first; "gap" when some of them are no longer kept. */
  since(groupId: string, lastId: string): Promise<StoredEvent[] | "gap">;
  /** Resolves once this process receives what other processes append. */
  listen(): Promise<void>;
  close(): Promise<void>;
}

export type Deliver = (e: StoredEvent) => void;
