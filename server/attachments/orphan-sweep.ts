import { rm } from "node:fs/promises";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { incomingDir, type BlobStore } from "./blob-store";
import { keysInUse } from "./cleanup";

/**
 * A shared store's blob without a row may be an upload in flight on another node (its bytes are stored
 * before its row commits), so only blobs older than this are taken for orphans there.
 */
export const SHARED_GRACE_MS = 15 * 60 * 1000;
/** Keys checked against the database per query. */
const BATCH = 500;

/**
 * Run at start: removes partial uploads and blobs without a committed row, which a crash leaves behind.
 * Returns how many blobs it removed; `now` lets tests look past the grace period.
 */
export async function sweepOrphans(
  db: Kysely<Database>,
  blobs: BlobStore,
  dataDir: string,
  now = new Date(),
): Promise<number> {
  await rm(incomingDir(dataDir), { recursive: true, force: true });
  const cutoff = now.getTime() - (blobs.shared ? SHARED_GRACE_MS : 0);
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const known = await keysInUse(db, batch);
    const orphans = batch.filter((key) => !known.has(key));
    for (const key of orphans) await blobs.remove(key);
    removed += orphans.length;
    batch = [];
  };
  for await (const { key, modified } of blobs.list()) {
    if (modified.getTime() > cutoff) continue;
    batch.push(key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return removed;
}
