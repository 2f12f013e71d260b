import { sql } from "kysely";
import type pg from "pg";
import type { StreamEvent } from "../../contract";
import type { Db } from "../db/database";
import { loadPg } from "../platform/drivers";
import { ACCESS_CHANGED, ACCESS_NOTE, type AccessChange, type Deliver, type EventLog, type StoredEvent } from "./types";

/** Events older than this are pruned; a reconnect after longer gets "resync". */
const KEEP_MS = 60 * 60 * 1000;
const PRUNE_EVERY = 500;
const RECONNECT_MS = 1000;

/**
 * PostgreSQL's event log (docs/events.md): a row of `events` and a NOTIFY in one transaction. LISTEN holds
 * a dedicated client, which on reconnect reads what it missed from the table.
 */
export class PostgresEventLog implements EventLog {
  private readonly channel: string;
  private client: pg.Client | undefined;
  private listening: Promise<void> | undefined;
  private lastSeen = 0;
  private appended = 0;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly databaseUrl: string,
    private readonly deliver: Deliver,
  ) {
    // Test schemas share one database: each gets its own channel.
    this.channel = `inventory_events${db.pgSchema ? `_${db.pgSchema}` : ""}`.toLowerCase();
  }

  async append(groupId: string, event: StreamEvent): Promise<void> {
    // The row and its NOTIFY in one statement, one round trip; the note is the id, then the rest as JSON.
    const rest = JSON.stringify({ groupId, event }).slice(1);
    await sql`
      WITH appended AS (
        INSERT INTO events (group_id, payload, created_at)
        VALUES (${groupId}, ${JSON.stringify(event)}, ${new Date().toISOString()}) RETURNING id)
      SELECT pg_notify(${this.channel}, '{"id":"' || id || '",' || ${rest}) FROM appended`.execute(this.db.kysely);
    if (++this.appended % PRUNE_EVERY === 0) {
      const before = new Date(Date.now() - KEEP_MS).toISOString();
      await this.db.kysely.deleteFrom("events").where("created_at", "<", before).execute();
    }
  }

  async accessChanged(access: AccessChange): Promise<void> {
    const note = JSON.stringify({ id: "", groupId: ACCESS_CHANGED, event: ACCESS_NOTE, access } satisfies StoredEvent);
    await sql`SELECT pg_notify(${this.channel}, ${note})`.execute(this.db.kysely);
  }

  async since(groupId: string, lastId: string): Promise<StoredEvent[] | "gap"> {
    const last = Number(lastId);
    if (!Number.isSafeInteger(last) || last < 0) return "gap";
    const oldest = await this.db.kysely
      .selectFrom("events")
      .select((eb) => eb.fn.min("id").as("id"))
      .executeTakeFirst();
    if (oldest?.id != null && Number(oldest.id) > last + 1) return "gap";
    const rows = await this.db.kysely
      .selectFrom("events")
      .selectAll()
      .where("group_id", "=", groupId)
      .where("id", ">", last)
      .orderBy("id")
      .limit(1000)
      .execute();
    return rows.map((r) => ({ id: String(r.id), groupId, event: JSON.parse(r.payload) as StreamEvent }));
  }

  listen(): Promise<void> {
    return (this.listening ??= this.connect());
  }

  private async connect(): Promise<void> {
    const client = new (loadPg().Client)({
      connectionString: this.databaseUrl,
      ...(this.db.pgSchema ? { options: `-c search_path=${this.db.pgSchema}` } : {}),
    });
    client.on("notification", (msg) => {
      if (msg.channel !== this.channel || !msg.payload) return;
      const stored = JSON.parse(msg.payload) as StoredEvent;
      if (stored.id) this.lastSeen = Math.max(this.lastSeen, Number(stored.id));
      this.deliver(stored);
    });
    const lost = () => {
      if (this.closed || this.client !== client) return;
      this.client = undefined;
      this.listening = undefined;
      setTimeout(
        () =>
          void this.listen().then(
            () => this.catchUp(),
            () => undefined,
          ),
        RECONNECT_MS,
      ).unref();
    };
    client.on("error", lost);
    client.on("end", lost);
    await client.connect();
    await client.query(`LISTEN "${this.channel}"`);
    this.client = client;
  }

  /** After a reconnect: what other processes appended while this one was not listening. */
  private async catchUp() {
    if (this.lastSeen === 0) return;
    const rows = await this.db.kysely
      .selectFrom("events")
      .selectAll()
      .where("id", ">", this.lastSeen)
      .orderBy("id")
      .execute();
    for (const r of rows) {
      this.lastSeen = Math.max(this.lastSeen, Number(r.id));
      this.deliver({ id: String(r.id), groupId: r.group_id, event: JSON.parse(r.payload) as StreamEvent });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
