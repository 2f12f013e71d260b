import type { Config } from "../config";
import type { BlobStore } from "./blob-store";
import { fileBlobStore } from "./file-blob-store";
import { parseS3Url, s3BlobStore } from "./s3-blob-store";

/** The configured store: the bucket of STORAGE_URL, or files in the data directory by default. */
export function openBlobStore(config: Pick<Config, "dataDir" | "storageUrl">): BlobStore {
  return config.storageUrl ? s3BlobStore(parseS3Url(config.storageUrl)) : fileBlobStore(config.dataDir);
}

/** Where the attachments are, for the start-up line. */
export const describeBlobStore = (config: Pick<Config, "dataDir" | "storageUrl">) =>
  config.storageUrl ? `bucket ${parseS3Url(config.storageUrl).bucket}` : "files in the data directory";
