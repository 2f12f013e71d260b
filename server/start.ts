import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { fileBlobStore } from "./attachments/blob-store";
import type { Config } from "./config";
import { migrateToLatest, openDatabase } from "./db/database";

/**
 * Migrates, serves SPA and API on one port, and shuts down cleanly on SIGINT/SIGTERM: open requests
 * finish, then the database closes. `fetch` is what the service uses to reach the outside world
 * (barcode providers); the e2e server swaps it for the local provider stub.
 */
export async function startService(config: Config, fetchImpl: typeof fetch = globalThis.fetch) {
  const db = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  await migrateToLatest(db);
  const app = createApp({ db, config, blobs: fileBlobStore(config.dataDir), fetch: fetchImpl });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.databaseUrl ? "PostgreSQL" : `SQLite in ${config.dataDir}`;
    console.log(`Inventory is running at http://localhost:${info.port}/ (data: ${where})`);
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing open requests, then closing the database.`);
    // close() stops accepting connections and calls back once in-flight requests have finished.
    server.close(() => {
      void db.close().then(() => process.exit(0));
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}
