import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, SqliteDialect } from "kysely";
import type { Database } from "../db/schema";
import { checkpointAfterCommits } from "./checkpoints";
import { CommitSync, walLogFile } from "./commit-sync";
import { loadSQLite } from "./drivers";
import { quickConnection } from "./quick-connection";
import { readPool } from "./read-pool";
import { addSearchFold } from "./search-fold.mjs";
import { writerDialect } from "./writer-driver";

/** The embedded SQLite file: a writer, read workers and a quick connection (docs/decisions/010 to 013). */
export function openSqlite(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const fileName = path.join(dataDir, "inventory.sqlite");
  const file = new (loadSQLite())(fileName);
  // WAL keeps readers off the writer's back. NORMAL: a COMMIT does not wait for the disk, but nothing is
  // answered before CommitSync has synced the log after it, so an answered write survives a crash.
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = NORMAL");
  file.pragma("foreign_keys = ON");
  file.pragma("busy_timeout = 5000");
  // Checkpoints run on a read worker instead, off the event loop (checkpoints.ts).
  file.pragma("wal_autocheckpoint = 0");
  addSearchFold(file);
  const pool = readPool(fileName, () => commits.whenDurable());
  const commits = new CommitSync(walLogFile(`${fileName}-wal`), checkpointAfterCommits(pool.checkpoint));
  const kysely = new Kysely<Database>({ dialect: writerDialect(file, commits) });
  const reader = new Kysely<Database>({ dialect: pool.dialect });
  const quick = quickConnection(fileName);
  const quickReader = new Kysely<Database>({
    dialect: new SqliteDialect({ database: () => Promise.resolve(quick.open()) }),
  });
  return {
    kysely,
    reader,
    probe: <T>(read: (reader: Kysely<Database>) => Promise<T>) => read(quickReader),
    changeMark: () => Promise.resolve(quick.changeCounter()),
    dialect: "sqlite" as const,
    close: async () => {
      await quickReader.destroy();
      quick.close();
      await reader.destroy();
      await kysely.destroy();
    },
  };
}
