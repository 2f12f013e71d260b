import { randomUUID } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { BlobMissingError, incomingDir, isBlobKey, type BlobStore } from "./blob-store";

/** Files a version before streamed uploads wrote next to their target; a crash could leave them. */
const LEFTOVER_TEMP = /^[0-9a-f-]{36}\.tmp$/;

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException | undefined)?.code === "ENOENT";

/** The embedded default: files under DATA_DIR/attachments/<first 2 characters of the key>/<key>. */
export function fileBlobStore(dataDir: string): BlobStore {
  const root = path.join(dataDir, "attachments");
  const incoming = incomingDir(dataDir);
  const file = (key: string) => {
    if (!isBlobKey(key) && !LEFTOVER_TEMP.test(key)) throw new Error(`invalid blob key ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  // A rename within one file system is atomic: a crash leaves the file under its key whole or not at all.
  const moveIn = async (from: string) => {
    const key = randomUUID();
    const target = file(key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(from, target);
    return key;
  };
  return {
    shared: false,
    putFile: (from) => moveIn(from),
    async put(bytes) {
      await mkdir(incoming, { recursive: true });
      const tmp = path.join(incoming, `${randomUUID()}.part`);
      try {
        await writeFile(tmp, bytes, { flush: true });
        return await moveIn(tmp);
      } finally {
        // A disk that filled up mid-write must not keep the partial file: it would hold on to the space.
        await rm(tmp, { force: true }).catch(() => undefined);
      }
    },
    async get(key) {
      let handle;
      try {
        handle = await open(file(key));
      } catch (err) {
        if (isMissing(err)) throw new BlobMissingError(key);
        throw err;
      }
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    },
    remove: (key) => rm(file(key), { force: true }),
    async *list() {
      const shards = await readdir(root, { withFileTypes: true }).catch((err: unknown) => {
        if (isMissing(err)) return [];
        throw err;
      });
      for (const shard of shards) {
        if (!shard.isDirectory() || shard.name.length !== 2) continue;
        for (const name of await readdir(path.join(root, shard.name))) {
          if (!isBlobKey(name) && !LEFTOVER_TEMP.test(name)) continue;
          const info = await stat(path.join(root, shard.name, name)).catch(() => undefined);
          if (info) yield { key: name, modified: info.mtime };
        }
      }
    },
  };
}
