import type { StreamEvent } from "../../contract";
import { ACCESS_CHANGED, ACCESS_NOTE, type AccessChange, type Deliver, type EventLog, type StoredEvent } from "./types";

/** Events kept for replay: a reconnect after this many changes (in all groups) gets "resync" instead. */
const KEEP = 10_000;

/** SQLite's event log in memory; ids carry the process epoch, so a restart's Last-Event-ID gets "resync". */
export class MemoryEventLog implements EventLog {
  private readonly epoch = Date.now().toString(36);
  private seq = 0;
  private readonly ring: StoredEvent[] = [];

  constructor(private readonly deliver: Deliver) {}

  append(groupId: string, event: StreamEvent): Promise<void> {
    const stored = { id: `${this.epoch}.${++this.seq}`, groupId, event };
    this.ring.push(stored);
    if (this.ring.length > KEEP) this.ring.shift();
    this.deliver(stored);
    return Promise.resolve();
  }

  accessChanged(access: AccessChange): Promise<void> {
    this.deliver({ id: "", groupId: ACCESS_CHANGED, event: ACCESS_NOTE, access });
    return Promise.resolve();
  }

  since(groupId: string, lastId: string): Promise<StoredEvent[] | "gap"> {
    const [epoch, seqText] = lastId.split(".");
    const last = Number(seqText);
    if (epoch !== this.epoch || !Number.isInteger(last) || last > this.seq) return Promise.resolve("gap");
    const oldest = this.ring[0] ? Number(this.ring[0].id.split(".")[1]) : this.seq + 1;
    if (last < oldest - 1) return Promise.resolve("gap");
    return Promise.resolve(this.ring.filter((e) => e.groupId === groupId && Number(e.id.split(".")[1]) > last));
  }

  listen(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
