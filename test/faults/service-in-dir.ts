import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { createApp } from "../../server/app";
import { fileBlobStore } from "../../server/attachments/file-blob-store";
import { loadConfig } from "../../server/config";
import { migrateToLatest, openDatabase } from "../../server/db/database";
import type { TestService } from "../support/service";

/**
 * The service on SQLite in a data directory the test controls (a small tmpfs, a directory it makes
 * immutable), with the same shape as test/support/service.ts so that its request helpers work.
 */
export async function serviceInDir(dataDir: string): Promise<TestService> {
  const config = loadConfig({ DATA_DIR: dataDir, ALLOW_REGISTRATION: "true" });
  const db = openDatabase({ dataDir });
  await migrateToLatest(db);
  const blobs = fileBlobStore(dataDir);
  const app = createApp({ db, config, blobs, fetch: globalThis.fetch });
  return { app, db, config, dataDir, blobs, close: () => db.close() };
}

export async function integrityCheck(svc: TestService): Promise<string> {
  const { rows } = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(svc.db.kysely);
  return rows.map((r) => r.integrity_check).join("\n");
}

/** Runs a privileged command; false when this machine does not allow it (not root, no CAP_SYS_ADMIN). */
export function tryRun(cmd: string, args: string[]): boolean {
  try {
    execFileSync(cmd, args, { stdio: "pipe" });
    return true;
  } catch {
    return false;
  }
}

/** A fresh directory with a tmpfs of `megabytes` mounted on it, or undefined when mounting is not allowed. */
export function mountSmallTmpfs(megabytes: number): { dir: string; unmount(): void } | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), "inv-full-"));
  mkdirSync(dir, { recursive: true });
  if (!tryRun("mount", ["-t", "tmpfs", "-o", `size=${megabytes}m`, "tmpfs", dir])) {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  return {
    dir,
    unmount() {
      tryRun("umount", [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
