import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { migrateToLatest, openDatabase } from "../server/db/database";
import { killHard, startServiceProcess, type ServiceProcess } from "../test/faults/service-process";
import { createScratchDatabase } from "../test/support/scratch-database";
import { ensureFresh, SERVICE_BUILD } from "./fresh-dist";
import { seedEntities, SEED_USER, type Seeded } from "./seed";

/**
 * The real service process on a freshly seeded database: SQLite in a temporary data directory, or a
 * database of its own created on the PostgreSQL server the bench was pointed at (dropped afterwards).
 * It runs as `npm start` runs it: the compiled dist-service/main.js on plain node (rebuilt when stale).
 */
export type Backend = "sqlite" | "postgres";

export interface ServiceUnderTest {
  backend: Backend;
  proc: ServiceProcess;
  api: string;
  token: string;
  seeded: Seeded;
  seedSeconds: number;
  /** Where its data lives, for figures that seed or measure the database directly. */
  storage: { dataDir: string; databaseUrl?: string };
  /** Resident memory of the service process now, in MiB (Linux /proc). */
  rssMiB(): number;
  /** CPU time (user + system) the service process has used so far, in ms: unlike wall time, other work on the machine barely moves it. */
  cpuMs(): number;
  stop(): Promise<void>;
}

export const postgresUrl = () => process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;

export async function startServiceUnderTest(backend: Backend, entities: number): Promise<ServiceUnderTest> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "inv-bench-"));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (backend === "postgres") {
    const admin = postgresUrl();
    if (!admin) throw new Error("no PostgreSQL URL (BENCH_DATABASE_URL or DATABASE_URL)");
    const scratch = await createScratchDatabase(admin);
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
  // Seeding is no request: the service's statement time limit does not apply (0 turns it off).
  const db = openDatabase({ databaseUrl, dataDir, statementTimeoutMs: 0 });
  await migrateToLatest(db);
  const started = performance.now();
  const seeded = await seedEntities(db, entities);
  const seedSeconds = (performance.now() - started) / 1000;
  // Statistics and a visibility map as autovacuum keeps them in an inventory that grew this big: it
  // vacuums a table after inserts too (PostgreSQL 13+), which lets index-only scans skip the table.
  // Right after a bulk load, before that first vacuum, reads that an index could answer visit the table.
  if (backend === "postgres") await sql`VACUUM ANALYZE`.execute(db.kysely);
  await db.close();

  ensureFresh(SERVICE_BUILD, (what) => console.error(`[bench] ${what}`));
  const proc = await startServiceProcess(
    {
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      // The fan-out figures open 1,000 event streams with one sign-in.
      EVENT_STREAMS_PER_TOKEN: "1000",
      EVENT_STREAMS_PER_USER: "1000",
    },
    { startTimeoutMs: 60_000, compiled: SERVICE_BUILD.stamp },
  );
  const api = `${proc.url}/api`;
  const login = await fetch(`${api}/v1/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: SEED_USER.email, password: SEED_USER.password }),
  });
  if (login.status !== 200) throw new Error(`bench login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  return {
    backend,
    proc,
    api,
    token,
    seeded,
    seedSeconds,
    storage: { dataDir, databaseUrl },
    rssMiB() {
      const status = readFileSync(`/proc/${proc.child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
    },
    cpuMs() {
      // Fields 14 and 15 of /proc/<pid>/stat (counted after the command name), in USER_HZ = 100 ticks a second.
      const fields = readFileSync(`/proc/${proc.child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    async stop() {
      await killHard(proc);
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
