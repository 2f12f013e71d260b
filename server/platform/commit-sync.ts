import { closeSync, fdatasync, fsyncSync, openSync } from "node:fs";
import path from "node:path";

/** Makes SQLite commits durable off the event loop, one fdatasync for many commits (docs/decisions/012). */
export class CommitSync {
  /** Commits made so far, and how many of them a finished sync has covered. */
  private committed = 0;
  private durable = 0;
  private running: { promise: Promise<void>; covers: number } | undefined;
  private next: Promise<void> | undefined;

  /** `onCommit` hears of every commit (database.ts counts them for its checkpoints). */
  constructor(
    private readonly log: LogFile,
    private readonly onCommit: () => void = () => {},
  ) {}

  /** Call right after a COMMIT; resolves once that commit is on disk. */
  afterCommit(): Promise<void> {
    this.committed++;
    this.onCommit();
    return this.syncStartingNow();
  }

  /** Resolves once every commit made so far is on disk: a read waits for it before showing what it read. */
  whenDurable(): Promise<void> {
    if (this.durable === this.committed) return Promise.resolve();
    if (this.running?.covers === this.committed) return this.running.promise;
    return this.syncStartingNow();
  }

  /** Waits for the sync under way, then closes the log's file descriptor. */
  async close() {
    await this.running?.promise.catch(() => {});
    await this.next?.catch(() => {});
    this.log.close();
  }

  /** A sync that begins at or after this call: the one under way may have begun before the caller's commit. */
  private syncStartingNow(): Promise<void> {
    if (!this.running) {
      const covers = this.committed;
      const promise = Promise.resolve()
        .then(() => this.log.sync())
        .then(() => {
          this.durable = Math.max(this.durable, covers);
        });
      this.running = { promise, covers };
      const clear = () => {
        if (this.running?.promise === promise) this.running = undefined;
      };
      promise.then(clear, clear);
      return promise;
    }
    this.next ??= this.running.promise
      .catch(() => {})
      .then(() => {
        this.next = undefined;
        return this.syncStartingNow();
      });
    return this.next;
  }
}

export interface LogFile {
  sync(): Promise<void>;
  close(): void;
}

/** SQLite's write-ahead log `walFile`, synced with fdatasync on libuv's thread pool. */
export function walLogFile(walFile: string): LogFile {
  let fd: number | undefined;
  return {
    sync() {
      if (fd === undefined) {
        // The log exists after the first commit; its directory entry is synced once, as SQLite does.
        fd = openSync(walFile, "r");
        const dir = openSync(path.dirname(walFile), "r");
        try {
          fsyncSync(dir);
        } finally {
          closeSync(dir);
        }
      }
      const open = fd;
      return new Promise((resolve, reject) => fdatasync(open, (err) => (err ? reject(err) : resolve())));
    },
    close() {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}
