import path from "node:path";
import type { Readable } from "node:stream";

/**
 * Where uploaded bytes live, under keys the service makes up (never a client's file name): files under
 * DATA_DIR/attachments or an S3-compatible bucket that several processes share (docs/attachments.md).
 */
export interface BlobStore {
  /**
   * Stores a finished local file under a fresh key. The file may be moved rather than copied: the caller
   * removes it afterwards either way (a no-op when it is gone).
   */
  putFile(file: string, size: number): Promise<string>;
  /** Stores bytes held in memory (thumbnails, a few KiB) under a fresh key. */
  put(bytes: Uint8Array): Promise<string>;
  /** A stream of the stored bytes; BlobMissingError when there is nothing under the key. */
  get(key: string): Promise<StoredBlob>;
  remove(key: string): Promise<void>;
  /** Every stored key with its last change, for the orphan sweep (orphan-sweep.ts). */
  list(): AsyncIterable<{ key: string; modified: Date }>;
  /**
   * Whether other service processes write to the same store. Then a blob without a row may be an upload
   * in flight on another node, and the sweep spares young ones.
   */
  readonly shared: boolean;
}

export interface StoredBlob {
  body: Readable;
  size: number;
}

export class BlobMissingError extends Error {
  constructor(key: string) {
    super(`nothing is stored under ${key}`);
  }
}

/**
 * Partial files: uploads streaming in, bytes being written before they get their key. One service process
 * owns its data directory, so everything here at start is left over from a crash (orphan-sweep.ts).
 */
export const incomingDir = (dataDir: string) => path.join(dataDir, "attachments", "incoming");

/** Keys are UUIDs the service made up: checking the shape keeps every key inside the store. */
export const isBlobKey = (key: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key);
