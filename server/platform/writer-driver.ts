import type SQLite from "better-sqlite3";
import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type QueryResult } from "kysely";
import type { CommitSync } from "./commit-sync";
import { sqliteDialect } from "./sqlite-dialect";
import { statementCache } from "./statement-cache.mjs";

const savepointCommand = (command: string, name: string) =>
  CompiledQuery.raw(`${command} "${name.replaceAll('"', '""')}"`);

/** First come, first served: the one write connection goes to one caller at a time. */
class WriterLock {
  private held = false;
  private readonly queue: Array<() => void> = [];

  acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.queue.push(resolve));
  }

  release() {
    const next = this.queue.shift();
    if (next) next();
    else this.held = false;
  }
}

/** One caller's hold on the write connection; after a commit it lets go before waiting for the sync. */
class WriterLease implements DatabaseConnection {
  held = true;
  inTransaction = false;

  constructor(
    private readonly file: SQLite.Database,
    private readonly prepare: (sql: string) => SQLite.Statement,
    private readonly lock: WriterLock,
    private readonly commits: CommitSync,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // A lease outside a transaction let go after its last write; its next statement waits its turn again.
    if (!this.held) {
      await this.lock.acquire();
      this.held = true;
    }
    const { result, committed } = this.run<R>(query);
    if (committed) {
      if (!this.inTransaction) this.release();
      await this.commits.afterCommit();
    }
    return result;
  }

  /** Runs one statement; `committed` when it wrote outside a transaction or ended one. */
  run<R>({ sql, parameters }: CompiledQuery): { result: QueryResult<R>; committed: boolean } {
    const wasInTransaction = this.file.inTransaction;
    const statement = this.prepare(sql);
    let result: QueryResult<R>;
    if (statement.reader) {
      result = { rows: statement.all(parameters) as R[] };
    } else {
      const { changes, lastInsertRowid } = statement.run(parameters);
      result = { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
    }
    const committed = !this.file.inTransaction && (wasInTransaction || !statement.readonly);
    return { result, committed };
  }

  release() {
    if (!this.held) return;
    this.held = false;
    this.lock.release();
  }

  // eslint-disable-next-line require-yield -- the service never streams; the interface asks for it
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("the writer does not stream queries");
  }
}

/** Kysely's driver for the one read-write SQLite connection, with commits made durable by CommitSync. */
class WriterDriver implements Driver {
  private readonly lock = new WriterLock();
  private readonly prepare: (sql: string) => SQLite.Statement;

  constructor(
    private readonly file: SQLite.Database,
    private readonly commits: CommitSync,
  ) {
    this.prepare = statementCache(file);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.lock.acquire();
    return new WriterLease(this.file, this.prepare, this.lock, this.commits);
  }

  async beginTransaction(lease: WriterLease) {
    await lease.executeQuery(CompiledQuery.raw("begin"));
    lease.inTransaction = true;
  }

  async commitTransaction(lease: WriterLease) {
    lease.run(CompiledQuery.raw("commit"));
    lease.inTransaction = false;
    lease.release();
    await this.commits.afterCommit();
  }

  /**
   * SQLite ends a transaction itself on SQLITE_FULL, SQLITE_IOERR and a few more, and a ROLLBACK would
   * then hide the real error. A lease that let go has committed: only its sync failed.
   */
  async rollbackTransaction(lease: WriterLease) {
    lease.inTransaction = false;
    if (lease.held && this.file.inTransaction) lease.run(CompiledQuery.raw("rollback"));
  }

  async savepoint(lease: WriterLease, name: string) {
    await lease.executeQuery(savepointCommand("savepoint", name));
  }

  async rollbackToSavepoint(lease: WriterLease, name: string) {
    await lease.executeQuery(savepointCommand("rollback to", name));
  }

  async releaseSavepoint(lease: WriterLease, name: string) {
    await lease.executeQuery(savepointCommand("release", name));
  }

  async releaseConnection(lease: WriterLease) {
    lease.release();
  }

  async destroy() {
    await this.commits.close();
    this.file.close();
  }
}

/** The writer's Kysely dialect: `file` is the read-write connection, opened in WAL mode. */
export function writerDialect(file: SQLite.Database, commits: CommitSync): Dialect {
  return sqliteDialect(new WriterDriver(file, commits));
}
