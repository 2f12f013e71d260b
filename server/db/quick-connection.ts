import type SQLiteModule from "better-sqlite3";
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
  let dataVersion: SQLiteModule.Statement | undefined;
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
     * SQLite's `data_version` as this connection sees it: it changes whenever another connection, in
     * this process or any other, commits to the file, and this one never writes. Undefined when SQLite
     * cannot answer at once (SQLITE_BUSY), which callers treat as "changed".
     */
    changeCounter(): number | undefined {
      try {
        dataVersion ??= open().prepare("PRAGMA data_version").pluck();
        return dataVersion.get() as number;
      } catch {
        return undefined;
      }
    },
    close() {
      if (file?.open) file.close();
    },
  };
}
