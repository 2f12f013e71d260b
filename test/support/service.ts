import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createApp } from "../../server/app";
import { fileBlobStore } from "../../server/attachments/blob-store";
import { loadConfig, type Config } from "../../server/config";
import { migrateToLatest, openDatabase, type Db } from "../../server/db/database";

/** Which database the API tests run on: `TEST_DB=postgres` (with TEST_DATABASE_URL) or SQLite. */
export const TEST_DB = process.env.TEST_DB === "postgres" ? "postgres" : "sqlite";

export interface TestService {
  app: ReturnType<typeof createApp>;
  db: Db;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A real service on a fresh, real database: a temporary SQLite file, or a fresh schema on the
 * PostgreSQL server. Requests go through `app.request()`, the same code path as HTTP.
 */
export async function startService(
  opts: { env?: Record<string, string>; fetch?: typeof fetch } = {},
): Promise<TestService> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "inv-test-"));
  const config = loadConfig({ DATA_DIR: dataDir, ALLOW_REGISTRATION: "true", ...opts.env });
  let schema: string | undefined;
  let databaseUrl: string | undefined;
  if (TEST_DB === "postgres") {
    databaseUrl = process.env.TEST_DATABASE_URL;
    if (!databaseUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
  }
  const db = openDatabase({ databaseUrl, dataDir, pgSchema: schema, statementTimeoutMs: config.dbStatementTimeoutMs });
  await migrateToLatest(db);
  const app = createApp({ db, config, blobs: fileBlobStore(dataDir), fetch: opts.fetch ?? globalThis.fetch });
  return {
    app,
    db,
    config,
    dataDir,
    async close() {
      await db.close();
      if (schema && databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA ${schema} CASCADE`);
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
