import type SQLiteModule from "better-sqlite3";
import type { ChangeMark } from "./change-mark";
import { loadSQLite } from "./drivers";
import { addSearchFold } from "./search-fold.mjs";

/**
 * A read-only connection used synchronously on the event loop, so the status probe and the change mark
 * never queue behind the writer or the workers; hence no busy timeout.
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
      addSearchFold(file);
    }
    return file;
  };
  return {
    open,
    /** `PRAGMA data_version` changes whenever another connection commits; undefined when unreadable. */
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
