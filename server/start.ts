import { createApp } from "./app";
import { describeBlobStore, openBlobStore } from "./attachments/open-blob-store";
import { purgeKeptAttachments } from "./attachments/kept";
import { sweepOrphans } from "./attachments/orphan-sweep";
import type { Config } from "./config";
import { migrateToLatest, openDatabase } from "./db/database";
import { eventHubFor } from "./events/hub";
import { serveApp } from "./http/node-server";
import { notifications } from "./notifiers/notifications";
import { reminderScheduler } from "./reminders/scheduler";
import { pruneHistory } from "./history/retention";
import { onLowStockCrossed } from "./low-stock/signal";

const HISTORY_PRUNE_EVERY_MS = 3_600_000;

/**
 * Migrates, serves SPA and API on one port, and on SIGINT/SIGTERM lets open requests finish before
 * closing the database. `fetchImpl` lets the e2e server stub the barcode providers.
 */
export async function startService(config: Config, fetchImpl: typeof fetch = globalThis.fetch) {
  const db = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  await migrateToLatest(db);
  const blobs = await openBlobStore(config);
  // Before listening: what an earlier crash left half-done (docs/attachments.md, "Storage").
  // It only frees space, so a failure (a read-only data directory) is reported and the service starts anyway.
  await sweepOrphans(db.kysely, blobs, config.dataDir).then(
    (swept) => swept > 0 && console.log(`Removed ${swept} stored file(s) no attachment refers to (left by a crash).`),
    (err: unknown) => console.warn("Could not sweep stored files left by a crash:", err),
  );
  const app = createApp({ db, config, blobs, fetch: fetchImpl });
  const server = serveApp(app.fetch, { port: config.port, hostname: config.host }, (info) => {
    const where = config.databaseUrl ? "PostgreSQL" : `SQLite in ${config.dataDir}`;
    console.log(
      `Inventory is running at http://localhost:${info.port}${config.basePath}/ (data: ${where}; attachments: ${describeBlobStore(config)})`,
    );
  });
  app.injectWebSocket(server);
  // Every process runs one; the claim table makes each reminder go out once between them (docs/notifications.md).
  const reminders = reminderScheduler({
    db,
    notifications: notifications(config.notifiers),
    intervalMs: config.notifiers.reminderIntervalMs,
  });
  reminders.start();
  // A write that made an item low on stock is sent now, not at the next interval (server/low-stock/signal.ts).
  onLowStockCrossed(() => {
    reminders.tick().catch((err: unknown) => {
      console.warn("[reminders] a low-stock run failed:", err instanceof Error ? err.message : "unknown error");
    });
  });
  // Retention (docs/decisions/023-history.md): a delete per group that keeps history for a limited time.
  // and the files of entities deleted longer ago than the grace period (docs/decisions/028-deleted-entities-attachments.md).
  const pruning = setInterval(() => {
    pruneHistory(db.kysely).catch((err: unknown) => console.warn("[history] pruning failed:", err));
    purgeKeptAttachments(db.kysely, blobs, config.deletedAttachmentsKeepDays).catch((err: unknown) =>
      console.warn("[attachments] purging deleted entities' files failed:", err),
    );
  }, HISTORY_PRUNE_EVERY_MS);
  pruning.unref();
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    reminders.stop();
    clearInterval(pruning);
    console.log(`${signal}: finishing open requests, then closing the database.`);
    // close() stops accepting connections and calls back once in-flight requests have finished;
    // event streams and WebSockets never finish by themselves, so they are ended first.
    eventHubFor(db).endAll();
    server.close(() => {
      void db.close().then(() => process.exit(0));
    });
    // close() ends only the connections idle at the time; a browser's keep-alive connection whose request
    // was still running would hold the process open, so each one is ended as soon as it falls idle.
    if ("closeIdleConnections" in server) setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}
