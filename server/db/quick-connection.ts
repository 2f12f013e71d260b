import type SQLiteModule from "better-sqlite3";
import { closeSync, openSync, readSync } from "node:fs";
import type { ChangeMark } from "./change-mark";
import { loadSQLite } from "./drivers";

/**
 * SQLite's connection beside the writer that answers at once (`Db.quickReader`, `Db.changeMark`):
 * it may only read (query_only, as the read workers' connections), and it is used synchronously on the
 * event loop, since in WAL mode a read takes no lock that a writer holds. It must never wait for a lock
 * either, since waiting here would stop the whole service, so it has no busy timeout: the rare
 * SQLITE_BUSY (recovery of the log) is an error.
 *
 * Opened on first use: Kysely closes a database it was handed only once a query has opened it, so one
 * handed over open and never used would stay open after close(). `close` closes it whoever opened it.
 */
export function quickConnection(fileName: string) {
  let file: SQLiteModule.Database | undefined;
  let mark: WalIndexMark | undefined;
  const open = () => {
    if (!file) {
      const SQLiteDatabase = loadSQLite();
      file = new SQLiteDatabase(fileName, { fileMustExist: true });
      file.pragma("query_only = ON");
      file.pragma("busy_timeout = 0");
    }
    return file;
  };
  return {
    open,
    /**
     * What changes whenever any connection, in this process or any other, commits to the file
     * (`walIndexMark`). Undefined when it cannot be told at once, which callers treat as "changed".
     */
    changeCounter(): ChangeMark {
      try {
        mark ??= walIndexMark(open(), fileName);
        return mark.read();
      } catch {
        return undefined;
      }
    },
    close() {
      mark?.close();
      mark = undefined;
      if (file?.open) file.close();
    },
  };
}

interface WalIndexMark {
  read(): ChangeMark;
  close(): void;
}

/** The WAL index header: two copies of 48 bytes at the start of the `-shm` file (SQLite's "WAL-mode file format"). */
const HEADER_BYTES = 48;
/** Its `isInit` byte: 1 once a connection has built the index. */
const IS_INIT = 12;

/**
 * The change mark of a database in WAL mode: the WAL index header, read from the `-shm` file with one
 * `pread`. Every commit, by any connection of any process, rewrites that header (the log's last frame,
 * its checksum, the header's own checksum), and nothing else does but the start of a new log, which
 * changes its salts. SQLite's own `PRAGMA data_version` tells the same, but it takes and drops the file's
 * locks on every call: three system calls, about 5 µs of a GET's 80 in the running service, where this
 * takes one. A writer copies the header into the second copy first, then the first: copies that differ
 * are a commit under way, told as undefined ("changed").
 *
 * The `-shm` file lives as long as any connection has it open, and this connection opens it with its
 * first read, before the file is opened here; SQLite removes it only when the last connection closes.
 * A database not in WAL mode (or with no `-shm` file) falls back to `data_version`.
 */
function walIndexMark(file: SQLiteModule.Database, fileName: string): WalIndexMark {
  const dataVersion = file.prepare("PRAGMA data_version").pluck();
  dataVersion.get();
  const fallback = { read: () => dataVersion.get() as number, close() {} };
  if (file.pragma("journal_mode", { simple: true }) !== "wal") return fallback;
  let fd: number;
  try {
    fd = openSync(`${fileName}-shm`, "r");
  } catch {
    return fallback;
  }
  const header = Buffer.alloc(2 * HEADER_BYTES);
  return {
    read() {
      if (readSync(fd, header, 0, header.length, 0) !== header.length) return undefined;
      if (header[IS_INIT] !== 1 || header.compare(header, HEADER_BYTES, 2 * HEADER_BYTES, 0, HEADER_BYTES) !== 0) {
        return undefined;
      }
      return header.toString("latin1", 0, HEADER_BYTES);
    },
    close: () => closeSync(fd),
  };
}
