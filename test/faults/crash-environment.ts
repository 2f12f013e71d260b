import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "../support/scratch-database";
import { TEST_DB } from "../support/service";
import { killHard, type ServiceProcess } from "./service-process";

/** What a crash test kills and restarts: the service, its data directory and (PostgreSQL) its own database. */
export interface CrashEnvironment {
  dataDir: string;
  scratch: ScratchDatabase | undefined;
  proc: ServiceProcess | undefined;
  /** The service's environment, the same for every restart. */
  env: Record<string, string>;
}

/** A fresh data directory (and scratch database) for the file's tests, removed afterwards with the service. */
export function useCrashEnvironment(prefix: string): CrashEnvironment {
  const it: CrashEnvironment = { dataDir: "", scratch: undefined, proc: undefined, env: {} };
  beforeAll(async () => {
    it.dataDir = mkdtempSync(path.join(tmpdir(), prefix));
    if (TEST_DB === "postgres") it.scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    it.env = {
      DATA_DIR: it.dataDir,
      SEED_NEW_GROUPS: "false",
      ...(it.scratch ? { DATABASE_URL: it.scratch.url } : {}),
    };
  });
  afterAll(async () => {
    if (it.proc) await killHard(it.proc);
    await it.scratch?.drop();
    rmSync(it.dataDir, { recursive: true, force: true });
  });
  return it;
}

/** How many of the service's connections to the scratch database match `where` (pg_stat_activity). */
export async function serviceConnections(scratch: ScratchDatabase, where: string): Promise<number> {
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE ${where} AND pid <> pg_backend_pid()`,
    );
    return (rows[0] as { n: number }).n;
  } finally {
    await client.end();
  }
}
