import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** s3rver's built-in account: the test's S3 client and the service processes sign with it. */
export const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" };

/** Which storage the API tests run on: `TEST_STORAGE=s3` (a local S3 server per service) or files. */
export const TEST_STORAGE = process.env.TEST_STORAGE === "s3" ? "s3" : "files";

export interface LocalS3 {
  /** STORAGE_URL for the service: the bucket on this server, path-style. */
  storageUrl: string;
  /** The directory s3rver keeps objects in (one file tree per bucket). */
  directory: string;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on a free port of 127.0.0.1 with one empty bucket; no internet, no docker. */
export async function startLocalS3(bucket = "attachments"): Promise<LocalS3> {
  Object.assign(process.env, S3_CREDENTIALS);
  const directory = mkdtempSync(path.join(tmpdir(), "inv-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    storageUrl: `s3://${bucket}?endpoint=http://127.0.0.1:${port}&region=us-east-1&forcePathStyle=true`,
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
