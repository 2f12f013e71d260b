import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createApp } from "../../server/app";
import type { BlobStore } from "../../server/attachments/blob-store";
import { openBlobStore } from "../../server/attachments/open-blob-store";
import { loadConfig, type Config } from "../../server/config";
import { migrateToLatest, openDatabase, type Db } from "../../server/db/database";
import { startLocalS3, TEST_STORAGE } from "./s3-server";

/** Which database the API tests run on: `TEST_DB=postgres` (with TEST_DATABASE_URL) or SQLite. */
export const TEST_DB = process.env.TEST_DB === "postgres" ? "postgres" : "sqlite";

export interface TestService {
  app: ReturnType<typeof createApp>;
  db: Db;
  config: Config;
  dataDir: string;
  blobs: BlobStore;
  close(): Promise<void>;
}

/**
 * A real service on a fresh, real database: a temporary SQLite file, or a fresh schema on the
 * PostgreSQL server. Requests go through `app.request()`, the same code path as HTTP. Attachments go to
 * the data directory, or with `TEST_STORAGE=s3` to a bucket on a local S3 server started for this service.
 */
export async function startService(
  opts: { env?: Record<string, string>; fetch?: typeof fetch } = {},
): Promise<TestService> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "inv-test-"));
  const s3 = TEST_STORAGE === "s3" ? await startLocalS3() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    ALLOW_REGISTRATION: "true",
    // Tests count what they create: a new group starts empty unless a test asks for Homebox's seed.
    SEED_NEW_GROUPS: "false",
    ...(s3 ? { STORAGE_URL: s3.storageUrl } : {}),
    ...opts.env,
  });
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
  const blobs = await openBlobStore(config);
  const app = createApp({ db, config, blobs, fetch: opts.fetch ?? globalThis.fetch });
  return {
    app,
    db,
    config,
    dataDir,
    blobs,
    async close() {
      await db.close();
      await s3?.close();
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
