import { accessSync, constants, statfsSync } from "node:fs";
import path from "node:path";
import { ApiError } from "./errors";

/** Turns "the disk said no" (SQLite, PostgreSQL or the file system) into an answer the user can act on. */

export type StorageProblem = "read-only" | "full" | "database read-only" | "database full";

const MESSAGES: Record<StorageProblem, { status: 503 | 507; message: string }> = {
  "read-only": {
    status: 503,
    message: "The data directory is read-only; nothing was saved. Make it writable again and retry.",
  },
  full: { status: 507, message: "The data directory is full; nothing was saved. Free some space and retry." },
  "database read-only": {
    status: 503,
    message: "The database is read-only at the moment; nothing was saved. Retry once it accepts writes.",
  },
  "database full": {
    status: 507,
    message: "The database server's disk is full; nothing was saved. Free some space there and retry.",
  },
};

/** Node's file-system errors (the blob store) that say it outright. */
const FS_FULL = new Set(["ENOSPC", "EDQUOT"]);
/** A refusal that may be a read-only directory or something else: the probe decides. */
const FS_REFUSED = new Set(["EPERM", "EACCES"]);
const NOT_WRITABLE = new Set(["EROFS", "EPERM", "EACCES"]);

const codeOf = (err: unknown): string | undefined => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
};

/** What in the data directory must stay writable: the directory, the SQLite file, the attachments. */
export const storagePaths = (dataDir: string) =>
  ["", "inventory.sqlite", "attachments"].map((p) => path.join(dataDir, p));

/** For a generic SQLite failure or a bare EPERM, checks whether the data directory is read-only or full. */
function probe(paths: readonly string[]): StorageProblem | undefined {
  for (const p of paths) {
    try {
      accessSync(p, constants.W_OK);
    } catch (err) {
      const code = codeOf(err);
      if (code && NOT_WRITABLE.has(code)) return "read-only";
    }
  }
  try {
    if (paths[0] && statfsSync(paths[0]).bavail === 0) return "full";
  } catch {
    /* cannot tell: leave it a server fault */
  }
  return undefined;
}

/** Which storage problem `err` is, or undefined when it is something else. `paths`: see storagePaths. */
export function storageProblem(err: unknown, paths: readonly string[]): StorageProblem | undefined {
  const code = codeOf(err);
  if (!code) return undefined;
  if (code === "25006") return "database read-only"; // PostgreSQL: read_only_sql_transaction
  if (code === "53100") return "database full"; // PostgreSQL: disk_full
  if (code === "SQLITE_FULL" || FS_FULL.has(code)) return "full";
  if (code.startsWith("SQLITE_READONLY") || code === "EROFS") return "read-only";
  if (code.startsWith("SQLITE_IOERR") || code.startsWith("SQLITE_CANTOPEN") || FS_REFUSED.has(code))
    return probe(paths);
  return undefined;
}

/** The 503/507 answer for a storage failure, or undefined when `err` is something else. */
export function storageError(err: unknown, paths: readonly string[]): ApiError | undefined {
  const problem = storageProblem(err, paths);
  if (!problem) return undefined;
  const { status, message } = MESSAGES[problem];
  return new ApiError(status, message);
}
