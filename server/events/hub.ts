import type { LiveEvent } from "../../contract";
import type { Db } from "../db/database";
import { MemoryEventLog } from "./memory-log";
import { PostgresEventLog } from "./postgres-log";
import { ACCESS_CHANGED, type EventLog, type StoredEvent } from "./types";

export interface Subscriber {
  onEvent(e: StoredEvent): void;
  /** A sign-out, removal or revocation happened somewhere: check this stream's access again. */
  onAccessChanged(): void;
  /** The service is shutting down: end the stream, so that the HTTP server can close. */
  end(): void;
}

/** The live-update hub of one database (docs/events.md): this process's streams by group, and the shared log. */
export class EventHub {
  readonly log: EventLog;
  private readonly groups = new Map<string, Set<Subscriber>>();
  private count = 0;

  constructor(db: Db) {
    const deliver = (e: StoredEvent) => this.deliver(e);
    this.log =
      db.databaseUrl && db.dialect === "postgres"
        ? new PostgresEventLog(db, db.databaseUrl, deliver)
        : new MemoryEventLog(deliver);
  }

  get subscribers() {
    return this.count;
  }

  /** Registers a stream; resolves once events from every process reach it. Returns the unsubscribe. */
  async subscribe(groupId: string, s: Subscriber): Promise<() => void> {
    let set = this.groups.get(groupId);
    if (!set) this.groups.set(groupId, (set = new Set()));
    set.add(s);
    this.count++;
    await this.log.listen();
    return () => {
      if (!set.delete(s)) return;
      this.count--;
      if (set.size === 0) this.groups.delete(groupId);
    };
  }

  publish(groupId: string, event: LiveEvent): Promise<void> {
    return this.log.append(groupId, event);
  }

  /** Ends every open stream of this process (shutdown: a server waits for open responses before it closes). */
  endAll() {
    for (const set of this.groups.values()) for (const s of set) s.end();
  }

  private deliver(e: StoredEvent) {
    if (e.groupId === ACCESS_CHANGED) {
      for (const set of this.groups.values()) for (const s of set) s.onAccessChanged();
      return;
    }
    for (const s of this.groups.get(e.groupId) ?? []) s.onEvent(e);
  }
}

const hubs = new WeakMap<Db, EventHub>();

/** The one hub of a database handle; closing the database closes its LISTEN connection too. */
export function eventHubFor(db: Db): EventHub {
  let hub = hubs.get(db);
  if (!hub) {
    const created = new EventHub(db);
    hubs.set(db, (hub = created));
    const close = db.close.bind(db);
    db.close = async () => {
      await created.log.close();
      await close();
    };
  }
  return hub;
}
