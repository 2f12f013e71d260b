/**
 * One read-only SQLite connection on a thread of its own. Messages are `{ id, sql, parameters }` or
 * `{ id, checkpoint: true }`; errors travel as message and code, since an Error's fields do not cross threads.
 */
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";
import { addSearchFold } from "./search-fold.mjs";
import { statementCache } from "./statement-cache.mjs";

// Opened for writing only so that it may checkpoint (a read-only connection cannot); query_only makes
// SQLite refuse any change to the data, besides the check of each statement below.
const file = new SQLite(workerData.fileName, { fileMustExist: true });
file.pragma("query_only = ON");
file.pragma("busy_timeout = 5000");
addSearchFold(file);
const prepare = statementCache(file);

parentPort.on("message", ({ id, sql, parameters, checkpoint }) => {
  try {
    if (checkpoint) {
      parentPort.postMessage({ id, rows: file.pragma("wal_checkpoint(PASSIVE)") });
      return;
    }
    const statement = prepare(sql);
    if (!statement.reader) throw new Error(`the read pool runs queries that read only; got: ${sql.slice(0, 60)}`);
    parentPort.postMessage({ id, rows: statement.all(parameters) });
  } catch (err) {
    parentPort.postMessage({ id, error: { message: String(err?.message ?? err), code: err?.code, name: err?.name } });
  }
});
parentPort.postMessage({ ready: true });
