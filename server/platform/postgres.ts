import { Kysely, PostgresDialect } from "kysely";
import type { Database } from "../db/schema";
import { postgresChangeMark } from "./change-mark";
import { loadPg } from "./drivers";
import { preparingClient } from "./preparing-client";

/** PostgreSQL: one pool, and one connection beside it for the status probe and the change marks. */
export function openPostgres(opts: {
  databaseUrl: string;
  poolSize: number;
  pgSchema?: string;
  statementTimeoutMs: number;
}) {
  // Keep 64-bit integers (COUNT) as numbers: every count here is far below 2^53.
  const pg = loadPg();
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
  const settings = {
    connectionString: opts.databaseUrl,
    // No request's query may hold a pooled connection for long (docs/api.md, "Time limits").
    statement_timeout: opts.statementTimeoutMs,
    // JIT compiling pays off for long analytic queries only; it compiled the recursive location walks
    // at ten times their run time. Tests give each file a schema of its own on one database.
    options: ["-c jit=off", ...(opts.pgSchema ? [`-c search_path=${opts.pgSchema}`] : [])].join(" "),
  };
  const kysely = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ ...settings, Client: preparingClient(pg), max: opts.poolSize }),
    }),
  });
  // One connection beside the pool for the status probe's read and the change marks.
  const quickPool = new pg.Pool({ ...settings, max: 1 });
  const quickReader = new Kysely<Database>({ dialect: new PostgresDialect({ pool: quickPool }) });
  return {
    kysely,
    reader: kysely,
    probe: <T>(read: (reader: Kysely<Database>) => Promise<T>) => read(quickReader),
    changeMark: postgresChangeMark(quickPool),
    dialect: "postgres" as const,
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
