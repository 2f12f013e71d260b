import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from "kysely";
import pg from "pg";
import { DEFAULT_STATEMENT_TIMEOUT_MS } from "../config";
import * as initial from "./migrations/0001-initial";
import * as loginAttempts from "./migrations/0003-login-attempts";
import * as search from "./migrations/0005-search";
import * as importRefs from "./migrations/0008-import-refs";
import * as backupJobs from "./migrations/0009-backup-jobs";
import * as locationTreeIndex from "./migrations/0013-location-tree-index";
import { readPoolDialect } from "./read-pool";
import type { Database } from "./schema";
import { withStatementCache } from "./statement-cache";

export type Dialect = "sqlite" | "postgres";

export interface Db {
  /** The writer: every write, and reads inside a write's transaction. */
  kysely: Kysely<Database>;
  /**
   * For GET handlers: on SQLite a pool of read-only connections that never waits behind a write
   * transaction (server/db/read-pool.ts); on PostgreSQL the same pool as `kysely`.
   */
  reader: Kysely<Database>;
  dialect: Dialect;
  /** The PostgreSQL schema when not the default one (tests). */
  pgSchema?: string;
  close(): Promise<void>;
}

/** Migrations in order; the same list serves both databases. */
const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0003-login-attempts": loginAttempts,
  "0005-search": search,
  "0008-import-refs": importRefs,
  "0009-backup-jobs": backupJobs,
  "0013-location-tree-index": locationTreeIndex,
};

/**
 * SQLite ends a transaction by itself when a statement fails with SQLITE_FULL, SQLITE_IOERR and a few
 * more. Kysely then still sends ROLLBACK, whose "cannot rollback - no transaction is active" replaced
 * the real error, so a full disk answered 500 instead of 507 (test/faults/storage-faults.test.ts).
 */
class SqliteDialectKeepingErrors extends SqliteDialect {
  constructor(private readonly file: SQLite.Database) {
    super({ database: withStatementCache(file) });
  }

  override createDriver() {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (this.file.inTransaction) await rollback(connection);
    };
    return driver;
  }
}

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
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      // No request's query may hold a pooled connection for long (docs/api.md, "Time limits").
      statement_timeout: opts.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      // Tests give each file its own schema so that they can run side by side on one database.
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, reader: kysely, dialect: "postgres", pgSchema: opts.pgSchema, close: () => kysely.destroy() };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const fileName = path.join(opts.dataDir, "inventory.sqlite");
  const file = new SQLite(fileName);
  // WAL keeps readers off the writer's back; FULL sync means an answered write survives a crash.
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = FULL");
  file.pragma("foreign_keys = ON");
  file.pragma("busy_timeout = 5000");
  const kysely = new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(file) });
  const reader = new Kysely<Database>({ dialect: readPoolDialect(fileName) });
  return {
    kysely,
    reader,
    dialect: "sqlite",
    close: async () => {
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
