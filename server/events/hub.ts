import type { StreamEvent } from "../../contract";
import type { Db } from "../db/database";
import { MemoryEventLog } from "./memory-log";
import { PostgresEventLog } from "./postgres-log";
import { DomainError } from "../domain/errors";
import { ACCESS_CHANGED, type EventLog, type StoredEvent } from "./types";

export interface Subscriber {
  /** Whose stream it is, and the token that opened it: access changes and the caps go by them. */
  userId: string;
  tokenHash: string;
  onEvent(e: StoredEvent): void;
  /** A sign-out, removal or revocation concerning this stream happened somewhere: check its access again. */
  onAccessChanged(): void;
  /** The service is shutting down: end the stream, so that the HTTP server can close. */
  end(): void;
}

/** Open streams one sign-in (or API key) may hold in this process (a few browser tabs), and one user in all. */
export interface StreamLimits {
  perToken: number;
  perUser: number;
}

/** The live-update hub of one database (docs/events.md): this process's streams by group, and the shared log. */
export class EventHub {
  readonly log: EventLog;
  private readonly groups = new Keyed();
  private readonly users = new Keyed();
  private readonly tokens = new Keyed();

  constructor(db: Db) {
    const deliver = (e: StoredEvent) => this.deliver(e);
    this.log =
      db.databaseUrl && db.dialect === "postgres"
        ? new PostgresEventLog(db, db.databaseUrl, deliver)
        : new MemoryEventLog(deliver);
  }

  get subscribers() {
    return this.tokens.size;
  }

  /** A 429 when the user or token already holds its share of streams; call it in the tick that subscribes. */
  checkRoom(userId: string, tokenHash: string, { perToken, perUser }: StreamLimits) {
    if (this.tokens.count(tokenHash) >= perToken) {
      throw tooMany(`At most ${perToken} live-update streams may be open per sign-in; close a tab.`);
    }
    if (this.users.count(userId) >= perUser) {
      throw tooMany(`At most ${perUser} live-update streams may be open per user; close a tab.`);
    }
  }

  /** Registers a stream; resolves once events from every process reach it. Returns the unsubscribe. */
  async subscribe(groupId: string, s: Subscriber): Promise<() => void> {
    this.groups.add(groupId, s);
    this.users.add(s.userId, s);
    this.tokens.add(s.tokenHash, s);
    await this.log.listen();
    return () => {
      this.groups.remove(groupId, s);
      this.users.remove(s.userId, s);
      this.tokens.remove(s.tokenHash, s);
    };
  }

  publish(groupId: string, event: StreamEvent): Promise<void> {
    return this.log.append(groupId, event);
  }

  /** Ends every open stream of this process (shutdown: a server waits for open responses before it closes). */
  endAll() {
    for (const s of this.users.all()) s.end();
  }

  private deliver(e: StoredEvent) {
    if (e.groupId !== ACCESS_CHANGED) {
      for (const s of this.groups.of(e.groupId)) s.onEvent(e);
    } else if (e.access && "userId" in e.access) {
      for (const s of this.users.of(e.access.userId)) s.onAccessChanged();
    } else if (e.access) {
      for (const s of this.groups.of(e.access.groupId)) s.onAccessChanged();
    }
  }
}

const tooMany = (message: string) => new DomainError("too-many", message, { retryAfterSeconds: 5 });

/** Streams by a key (group, user, token); a key without streams is dropped. */
class Keyed {
  private readonly sets = new Map<string, Set<Subscriber>>();
  size = 0;

  add(key: string, s: Subscriber) {
    let set = this.sets.get(key);
    if (!set) this.sets.set(key, (set = new Set()));
    if (!set.has(s)) this.size++;
    set.add(s);
  }

  remove(key: string, s: Subscriber) {
    const set = this.sets.get(key);
    if (!set?.delete(s)) return;
    this.size--;
    if (set.size === 0) this.sets.delete(key);
  }

  count = (key: string) => this.sets.get(key)?.size ?? 0;
  /** A copy: a subscriber may unsubscribe while the caller walks them. */
  of = (key: string) => [...(this.sets.get(key) ?? [])];
  all = () => [...this.sets.values()].flatMap((set) => [...set]);
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
