import { Worker } from "node:worker_threads";
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult } from "kysely";
import { sqliteDialect } from "./sqlite-dialect";

/** Read-only connections beside the writer, each on a thread of its own (docs/decisions/011). */
export const READ_POOL_SIZE = 2;

type Answer = { id: number; rows?: unknown[]; error?: { message: string; code?: string; name?: string } };

/** The worker's error as the same message and SQLite code the service's error mapping looks at. */
const rebuild = (e: NonNullable<Answer["error"]>) =>
  Object.assign(new Error(e.message), e.code === undefined ? {} : { code: e.code }, { name: e.name ?? "Error" });

/** A BLOB crosses the thread as a Uint8Array: made a Buffer again, as better-sqlite3 returns it on this side. */
function withBuffers(rows: unknown[]) {
  for (const row of rows as Array<Record<string, unknown>>) {
    for (const key in row) {
      const value = row[key];
      if (value instanceof Uint8Array) row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
  }
  return rows;
}

/** A read-only connection running on a worker thread (read-worker.mjs); queries wait there, not here. */
class WorkerConnection implements DatabaseConnection {
  private worker!: Worker;
  private readonly waiting = new Map<number, { resolve: (rows: unknown[]) => void; reject: (e: Error) => void }>();
  private nextId = 0;
  private closing = false;
  ready!: Promise<void>;

  constructor(
    private readonly fileName: string,
    private readonly durable: () => Promise<void>,
  ) {
    this.start();
  }

  private start() {
    const worker = new Worker(new URL("./read-worker.mjs", import.meta.url), {
      workerData: { fileName: this.fileName },
      // The worker is plain JavaScript: no TypeScript loader, which would add memory to every worker.
      execArgv: [],
      // A worker needs little heap: rows are copied out as soon as they are read.
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    });
    this.worker = worker;
    let ready = false;
    this.ready = new Promise((resolve, reject) => {
      worker.on("message", (answer: Answer | { ready: true }) => {
        if ("ready" in answer) {
          ready = true;
          resolve();
        } else this.settle(answer);
      });
      worker.once("error", reject);
    });
    this.ready.catch(() => {});
    worker.on("error", (err) => this.failAll(err));
    // A worker that dies after opening the file is replaced; one that could not open it fails every query.
    worker.on("exit", () => {
      this.failAll(new Error("the read worker stopped"));
      if (ready && !this.closing) this.start();
    });
    // An idle worker does not keep the process alive (a CLI that forgot to close the database still ends).
    worker.unref();
  }

  /** Queries handed over and not yet released, so that queries started together spread over the workers. */
  held = 0;

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const rows = await this.send({ sql: query.sql, parameters: query.parameters });
    // What was read may include a commit whose sync is still running; nothing is shown before it is on disk.
    await this.durable();
    return { rows: rows as R[] };
  }

  /** A passive checkpoint: copies the log's committed pages into the database file, blocking no one. */
  checkpoint() {
    return this.send({ checkpoint: true });
  }

  private async send(message: { sql: string; parameters: readonly unknown[] } | { checkpoint: true }) {
    await this.ready;
    return new Promise<unknown[]>((resolve, reject) => {
      const id = this.nextId++;
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...message });
    });
  }

  // eslint-disable-next-line require-yield -- the service never streams; the interface asks for it
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("the read pool does not stream queries");
  }

  close() {
    this.closing = true;
    return this.worker.terminate();
  }

  private settle(answer: Answer) {
    const waiter = this.waiting.get(answer.id);
    if (!waiter) return;
    this.waiting.delete(answer.id);
    if (this.waiting.size === 0) this.worker.unref();
    if (answer.error) waiter.reject(rebuild(answer.error));
    else waiter.resolve(withBuffers(answer.rows ?? []));
  }

  private failAll(err: Error) {
    for (const { reject } of this.waiting.values()) reject(err);
    this.waiting.clear();
  }
}

/** Read-only connections on worker threads, which in WAL mode read the last commit while the writer works. */
class ReadPoolDriver implements Driver {
  constructor(private readonly connections: WorkerConnection[]) {}

  async init() {
    await Promise.all(this.connections.map((c) => c.ready));
  }

  acquireConnection(): Promise<DatabaseConnection> {
    let best = this.connections[0];
    for (const c of this.connections) if (best && c.held < best.held) best = c;
    if (!best) throw new Error("The read pool has no connections.");
    best.held++;
    return Promise.resolve(best);
  }

  beginTransaction(): Promise<void> {
    return Promise.reject(new Error("transactions belong on the writer (db.kysely), not on the read pool"));
  }

  commitTransaction = this.beginTransaction;
  rollbackTransaction = this.beginTransaction;

  async releaseConnection(connection: DatabaseConnection) {
    (connection as WorkerConnection).held--;
  }

  async destroy() {
    await Promise.all(this.connections.map((c) => c.close()));
  }

  /** Checkpoints on the first worker (database.ts: the writer's automatic checkpoints are off). */
  checkpoint() {
    return this.connections[0]?.checkpoint();
  }
}

/** A Kysely dialect over `size` read workers and a passive `checkpoint`; `durable` is CommitSync.whenDurable. */
export function readPool(
  fileName: string,
  durable: () => Promise<void>,
  size = READ_POOL_SIZE,
): { dialect: Dialect; checkpoint: () => Promise<unknown> | undefined } {
  const connections = Array.from({ length: Math.max(1, size) }, () => new WorkerConnection(fileName, durable));
  const driver = new ReadPoolDriver(connections);
  return { dialect: sqliteDialect(driver), checkpoint: () => driver.checkpoint() };
}
