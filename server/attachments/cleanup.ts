import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { BlobStore } from "./blob-store";

/**
 * Stored files are removed only after the transaction that dropped their rows has committed: removing
 * them earlier would lose the bytes of a row that a rolled-back transaction keeps. The price is that a
 * crash between commit and removal leaves an orphan file, which wastes disk but never breaks a download.
 */

/** The storage keys of every attachment (files and thumbnails) of an entity; read inside the deleting transaction. */
export async function attachmentKeysOf(db: Kysely<Database>, entityId: string): Promise<string[]> {
  const rows = await db.selectFrom("attachments").select("storage_key").where("entity_id", "=", entityId).execute();
  return rows.map((r) => r.storage_key);
}

/** Those of `keys` an attachment row refers to, a deleted entity's kept rows included (kept.ts). */
export async function keysInUse(db: Kysely<Database>, keys: readonly string[]): Promise<Set<string>> {
  const [live, kept] = await Promise.all([
    db
      .selectFrom("attachments")
      .select("storage_key")
      .where("storage_key", "in", [...keys])
      .execute(),
    db
      .selectFrom("kept_attachments")
      .select("storage_key")
      .where("storage_key", "in", [...keys])
      .execute(),
  ]);
  return new Set([...live, ...kept].map((r) => r.storage_key));
}

/**
 * Removes stored files that no attachment row refers to any more (a duplicate shares its original's files, a
 * deleted entity keeps its own for a while),
 * best effort: a file that cannot be removed is logged and left, as its change has already been answered.
 */
export async function removeBlobs(
  db: Kysely<Database>,
  blobs: BlobStore,
  keys: readonly (string | null | undefined)[],
): Promise<void> {
  const candidates = [...new Set(keys.filter((k): k is string => typeof k === "string" && k !== ""))];
  if (candidates.length === 0) return;
  const stillUsed = await keysInUse(db, candidates);
  await Promise.all(
    candidates
      .filter((key) => !stillUsed.has(key))
      .map((key) =>
        blobs.remove(key).catch((err: unknown) => {
          console.warn(`[attachments] could not remove stored file ${key}:`, err);
        }),
      ),
  );
}
