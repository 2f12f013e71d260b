import { mkdir, readFile, rm, writeFile, rename } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";

/** Where uploaded bytes live: files under DATA_DIR/attachments, named by a key the service makes up. */
export interface BlobStore {
  put(bytes: Uint8Array): Promise<string>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

export function fileBlobStore(dataDir: string): BlobStore {
  const root = path.join(dataDir, "attachments");
  // Keys are generated here (never from a client's file name), so no path can escape the root.
  const file = (key: string) => {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`invalid blob key ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(bytes) {
      const key = randomUUID();
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a crash never leaves a half-written file under a live key.
      const tmp = `${target}.tmp`;
      try {
        await writeFile(tmp, bytes, { flush: true });
        await rename(tmp, target);
      } catch (err) {
        // A disk that filled up mid-write must not keep the partial file: it would hold on to the space.
        await rm(tmp, { force: true }).catch(() => undefined);
        throw err;
      }
      return key;
    },
    get: (key) => readFile(file(key)),
    remove: (key) => rm(file(key), { force: true }),
  };
}
