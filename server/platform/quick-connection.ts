import type SQLiteModule from "better-sqlite3";
import type { ChangeMark } from "./change-mark";
import { loadSQLite } from "./drivers";

/**
 * SQLite's read-only connection beside the writer, used synchronously on the event loop so that the
 * status probe and the change mark never queue behind the writer or the read workers. It has no busy
 * timeout, since waiting here would stop the whole service. Opened on first use, because Kysely closes
 * a database it was handed only once a query has opened it.
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
     * `PRAGMA data_version`, which changes whenever another connection, in this process or any other,
     * commits; this connection never writes. Undefined (treated as "changed") when it cannot be read.
     */
    changeCounter(): ChangeMark {
      try {
        dataVersion ??= open().prepare("PRAGMA data_version").pluck();
        return dataVersion.get() as number;
      } catch {
        return undefined;
      }
    },
    close() {
      dataVersion = undefined;
      if (file?.open) file.close();
    },
  };
}
