import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from "kysely";
import { DEFAULT_STATEMENT_TIMEOUT_MS } from "../config";
import { postgresChangeMark, type ChangeMark } from "./change-mark";
import { checkpointAfterCommits } from "./checkpoints";
import { CommitSync, walLogFile } from "./commit-sync";
import { loadPg, loadSQLite } from "./drivers";
import * as initial from "./migrations/0001-initial";
import * as loginAttempts from "./migrations/0003-login-attempts";
import * as search from "./migrations/0005-search";
import * as memberships from "./migrations/0006-memberships";
import * as events from "./migrations/0007-events";
import * as templatesMaintenance from "./migrations/0010-templates-maintenance";
import * as notifiersReminders from "./migrations/0011-notifiers-reminders";
import * as importRefs from "./migrations/0008-import-refs";
import * as backupJobs from "./migrations/0009-backup-jobs";
import * as locationTreeIndex from "./migrations/0013-location-tree-index";
import * as statisticsIndexes from "./migrations/0014-statistics-indexes";
import * as tagValues from "./migrations/0015-tag-values";
import * as entitySums from "./migrations/0016-entity-sums";
import * as subtreeNames from "./migrations/0017-subtree-names";
import { preparingClient } from "./preparing-client";
import { quickConnection } from "./quick-connection";
import { readPool } from "./read-pool";
import type { Database } from "./schema";
import { writerDialect } from "./writer-driver";

export type Dialect = "sqlite" | "postgres";

export interface Db {
  /** The writer: every write, and reads inside a write's transaction. */
  kysely: Kysely<Database>;
  /**
   * For GET handlers: on SQLite a pool of read-only connections that never waits behind a write
   * transaction (server/db/read-pool.ts); on PostgreSQL the same pool as `kysely`.
   */
  reader: Kysely<Database>;
  /**
   * For a tiny read that must answer at once however busy the service is (the status route's "is there an
   * account yet?"): on SQLite a connection that only reads, used synchronously on the event loop, so that
   * it neither queues behind the writer's transactions nor waits for a read worker; on PostgreSQL a
   * connection of its own, outside the pool, so that it never waits for one of the pool's connections.
   */
  quickReader: Kysely<Database>;
  /**
   * A mark that changes whenever anything commits to the database, by this process or any other, read
   * after the call began (server/entities/entity-answers.ts keeps answers while it stays the same): on
   * SQLite `data_version` on the quick connection, read at once; on PostgreSQL the current snapshot, one
   * query shared by the calls that come together (server/db/change-mark.ts).
   */
  changeMark(): Promise<ChangeMark>;
  dialect: Dialect;
  /** The PostgreSQL schema when not the default one (tests). */
  pgSchema?: string;
  /** PostgreSQL's URL, for a connection of its own outside the pool (LISTEN, server/events/postgres-log.ts). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** Migrations in order; the same list serves both databases. */
const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0003-login-attempts": loginAttempts,
  "0005-search": search,
  "0006-memberships": memberships,
  "0007-events": events,
  "0010-templates-maintenance": templatesMaintenance,
  "0011-notifiers-reminders": notifiersReminders,
  "0008-import-refs": importRefs,
  "0009-backup-jobs": backupJobs,
  "0013-location-tree-index": locationTreeIndex,
  "0014-statistics-indexes": statisticsIndexes,
  "0015-tag-values": tagValues,
  "0016-entity-sums": entitySums,
  "0017-subtree-names": subtreeNames,
};

/** PostgreSQL connections in the service's pool unless the caller asks for another number. */
export const DEFAULT_POOL_SIZE = 10;

/** Opens PostgreSQL when a URL is given, else the embedded SQLite file under dataDir. */
export function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  pgSchema?: string;
  /** PostgreSQL: the longest a statement may run before it is cancelled (→ 503, server/db/db-errors.ts). */
  statementTimeoutMs?: number;
}): Db {
  if (opts.databaseUrl) {
    // Keep 64-bit integers (COUNT) as numbers: every count here is far below 2^53.
    const pg = loadPg();
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    const settings = {
      connectionString: opts.databaseUrl,
      // No request's query may hold a pooled connection for long (docs/api.md, "Time limits").
      statement_timeout: opts.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      // JIT compiling pays off for long analytic queries only. The recursive location walks are
      // estimated at tens of thousands of rows, so PostgreSQL compiled them: 70 ms of JIT for 7 ms of
      // work. Tests give each file its own schema so that they can run side by side on one database.
      options: ["-c jit=off", ...(opts.pgSchema ? [`-c search_path=${opts.pgSchema}`] : [])].join(" "),
    };
    const kysely = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ ...settings, Client: preparingClient(pg), max: opts.poolSize ?? DEFAULT_POOL_SIZE }),
      }),
    });
    // One connection beside the pool for the status route's read and the change marks.
    const quickPool = new pg.Pool({ ...settings, max: 1 });
    const quickReader = new Kysely<Database>({ dialect: new PostgresDialect({ pool: quickPool }) });
    return {
      kysely,
      reader: kysely,
      quickReader,
      changeMark: postgresChangeMark(quickPool),
      dialect: "postgres",
      pgSchema: opts.pgSchema,
      databaseUrl: opts.databaseUrl,
      close: async () => {
        await quickReader.destroy();
        // Kysely ends a pool it was handed only once a query of its own has used it.
        if (!quickPool.ended) await quickPool.end();
        await kysely.destroy();
      },
    };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const fileName = path.join(opts.dataDir, "inventory.sqlite");
  const SQLiteDatabase = loadSQLite();
  const file = new SQLiteDatabase(fileName);
  // WAL keeps readers off the writer's back. An answered write survives a crash: a COMMIT does not wait
  // for the disk itself (NORMAL), but nothing is answered before CommitSync has synced the log after it.
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = NORMAL");
  file.pragma("foreign_keys = ON");
  file.pragma("busy_timeout = 5000");
  // Checkpoints run on a read worker instead, off the event loop (checkpoints.ts).
  file.pragma("wal_autocheckpoint = 0");
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
    quickReader,
    changeMark: () => Promise.resolve(quick.changeCounter()),
    dialect: "sqlite",
    close: async () => {
      await quickReader.destroy();
      quick.close();
      await reader.destroy();
      await kysely.destroy();
    },
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // The migrator looks for its tables across schemas; name ours so parallel test schemas stay apart.
    ...(db.pgSchema ? { migrationTableSchema: db.pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
