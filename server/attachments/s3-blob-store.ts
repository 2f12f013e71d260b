import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { busy } from "../domain/errors";
import { BlobMissingError, isBlobKey, type BlobStore } from "./blob-store";

/** Where the bucket is: parsed from STORAGE_URL (README's configuration table). */
export interface S3Location {
  bucket: string;
  /** Prepended to every key ("" or ending in "/"), so one bucket can hold other things too. */
  prefix: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
}

/** `s3://bucket[/prefix]?endpoint=…&region=…&forcePathStyle=true`; throws with a readable message otherwise. */
export function parseS3Url(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`STORAGE_URL is not a URL: ${value}`);
  }
  if (url.protocol !== "s3:" || !url.hostname) {
    throw new Error(`STORAGE_URL must look like s3://bucket?endpoint=…&region=…, not ${value}`);
  }
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, "");
  const flag = url.searchParams.get("forcePathStyle");
  return {
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : "",
    endpoint: url.searchParams.get("endpoint") ?? undefined,
    region: url.searchParams.get("region") ?? process.env.AWS_REGION ?? "us-east-1",
    forcePathStyle: flag === "true" || flag === "1",
  };
}

/** A part is buffered before it is sent; 5 MiB is S3's smallest part, and one at a time bounds memory. */
const PART_BYTES = 5 * 1024 * 1024;

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404);

/**
 * A bucket that cannot be reached, or refuses (bad credentials, a 5xx), is the operator's to fix, not the
 * client's fault: 503 with Retry-After, and the real reason in the log (no request data, no credentials).
 */
async function orUnavailable<T>(operation: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof BlobMissingError) throw err;
    const e = err as { name?: string; message?: string; code?: string };
    console.error(`[storage] S3 ${operation} failed: ${e.name ?? "Error"} ${e.code ?? ""} ${e.message ?? ""}`.trim());
    throw busy(
      "The attachment storage is not available at the moment; nothing was saved. Retry in a little while.",
      30,
    );
  }
}

/**
 * Attachments in an S3-compatible bucket, shared by every service process that points at it. Credentials
 * come from the AWS SDK's usual sources (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, a role).
 */
export function s3BlobStore(where: S3Location): BlobStore {
  const client = new S3Client({
    region: where.region,
    endpoint: where.endpoint,
    forcePathStyle: where.forcePathStyle,
    // Checksums only where S3 demands them: many S3-compatible servers reject the trailing-checksum encoding.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = where.bucket;
  const objectKey = (key: string) => {
    if (!isBlobKey(key)) throw new Error(`invalid blob key ${key}`);
    return where.prefix + key;
  };
  return {
    shared: true,
    async putFile(file, size) {
      const key = randomUUID();
      // lib-storage streams the file in parts (multipart past one part), holding one part in memory.
      const upload = new Upload({
        client,
        queueSize: 1,
        partSize: PART_BYTES,
        params: { Bucket, Key: objectKey(key), Body: createReadStream(file), ContentLength: size },
      });
      await orUnavailable("upload", () => upload.done());
      return key;
    },
    async put(bytes) {
      const key = randomUUID();
      await orUnavailable("put", () => client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes })));
      return key;
    },
    get: (key) =>
      orUnavailable("get", async () => {
        try {
          const res = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
          if (!(res.Body instanceof Readable)) throw new Error(`no body for ${key}`);
          return { body: res.Body, size: res.ContentLength ?? 0 };
        } catch (err) {
          if (isMissing(err)) throw new BlobMissingError(key);
          throw err;
        }
      }),
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: where.prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(where.prefix.length) ?? "";
          if (isBlobKey(key) && object.LastModified) yield { key, modified: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
