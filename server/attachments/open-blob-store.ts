import type { Config } from "../config";
import type { BlobStore } from "./blob-store";
import { fileBlobStore } from "./file-blob-store";

/**
 * The configured store: the bucket of STORAGE_URL, or files in the data directory by default. The AWS SDK
 * is loaded only when a bucket is configured: it adds some 20 MiB to a process that never uses it.
 */
export async function openBlobStore(config: Pick<Config, "dataDir" | "storageUrl">): Promise<BlobStore> {
  if (!config.storageUrl) return fileBlobStore(config.dataDir);
  const { parseS3Url, s3BlobStore } = await import("./s3-blob-store");
  return s3BlobStore(parseS3Url(config.storageUrl));
}

/** Where the attachments are, for the start-up line. */
export const describeBlobStore = (config: Pick<Config, "dataDir" | "storageUrl">) =>
  config.storageUrl ? `bucket ${new URL(config.storageUrl).hostname}` : "files in the data directory";
