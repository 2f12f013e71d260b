import { Migrator, type Kysely, type Migration } from "kysely";
import { DEFAULT_STATEMENT_TIMEOUT_MS } from "../config";
import type { ChangeMark } from "../platform/change-mark";
import { openPostgres } from "../platform/postgres";
import { openSqlite } from "../platform/sqlite";
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
import * as apiKeyScope from "./migrations/0018-api-key-scope";
import * as locationValues from "./migrations/0020-location-values";
import * as maintenanceRepeat from "./migrations/0021-maintenance-repeat";
import * as accentFoldedSearch from "./migrations/0024-accent-folded-search";
import * as history from "./migrations/0025-history";
import * as historyStepTwo from "./migrations/0027-history-step-two";
import * as stocktakes from "./migrations/0028-stocktakes";
import * as consumables from "./migrations/0029-consumables";
import * as checkouts from "./migrations/0030-checkouts";
import * as reportJobs from "./migrations/0031-report-jobs";
import * as identities from "./migrations/0032-identities";
import * as passwordResets from "./migrations/0033-password-resets";
import * as locationValuesPerStatement from "./migrations/0034-location-values-per-statement";
import * as stocktakeKept from "./migrations/0035-stocktake-kept";
import * as fieldSearch from "./migrations/0036-field-search";
import * as treeReferences from "./migrations/0037-tree-references";
import * as summariesPerStatement from "./migrations/0038-summaries-per-statement";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";

export type { ChangeMark };
export { SNAPSHOT_MARK_SQL } from "../platform/change-mark";

/** The database facade: slices read through `reader` and write through `kysely` (see server/platform/). */
export interface Db {
  /** Every write and transaction, and a read that must see this request's own writes. */
  kysely: Kysely<Database>;
  /** Every other read: on SQLite it never waits behind a write transaction. */
  reader: Kysely<Database>;
  /** Runs the liveness probe's read (`/v1/status`) where it never waits for a busy connection. */
  probe<T>(read: (reader: Kysely<Database>) => Promise<T>): Promise<T>;
  /** Changes whenever anything commits to the database; equal marks mean nothing changed in between. */
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
  "0018-api-key-scope": apiKeyScope,
  "0020-location-values": locationValues,
  "0021-maintenance-repeat": maintenanceRepeat,
  "0024-accent-folded-search": accentFoldedSearch,
  "0025-history": history,
  "0027-history-step-two": historyStepTwo,
  "0028-stocktakes": stocktakes,
  "0029-consumables": consumables,
  "0030-checkouts": checkouts,
  "0031-report-jobs": reportJobs,
  "0032-identities": identities,
  "0033-password-resets": passwordResets,
  "0034-location-values-per-statement": locationValuesPerStatement,
  "0035-stocktake-kept": stocktakeKept,
  "0036-field-search": fieldSearch,
  "0037-tree-references": treeReferences,
  "0038-summaries-per-statement": summariesPerStatement,
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
  if (!opts.databaseUrl) return openSqlite(opts.dataDir);
  return openPostgres({
    databaseUrl: opts.databaseUrl,
    poolSize: opts.poolSize ?? DEFAULT_POOL_SIZE,
    pgSchema: opts.pgSchema,
    statementTimeoutMs: opts.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
  });
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
