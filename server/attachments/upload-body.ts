import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import type { Context } from "hono";
import { ApiError, invalid } from "../http/errors";
import { Sniffer, type Sniffed } from "./sniff";
import { requestHeader, requestMediaType } from "../http/request-header";

/** Largest file an upload may carry (docs/spec/contract.md, "Transport", limits: 10 MiB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Room for the multipart framing and the text parts around a file of the largest size. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const bodyLimit = (fileLimit: number) => fileLimit + FORM_OVERHEAD_BYTES;
/** A text part longer than this is cut off (the longest one read, `title`, allows 255 characters). */
const MAX_FIELD_BYTES = 4 * 1024;

/** The file part, streamed to a temporary file: the caller stores it, then removes `path`. */
export interface ReceivedFile {
  path: string;
  size: number;
  /** The client's file name (for the default title only). */
  name: string;
  sniffed: Sniffed;
}

export interface UploadedForm {
  /** Absent when the client sent no file part (or an empty one from a form with no file chosen). */
  file?: ReceivedFile;
  /** The text parts, first value of each name. */
  fields: Record<string, string>;
}

const tooLarge = (fileLimit = MAX_FILE_BYTES) =>
  new ApiError(413, `The file is larger than ${Math.round(fileLimit / 1024 / 1024)} MiB.`);
const malformed = () => new ApiError(400, "The multipart body is malformed.");
class TooLarge extends Error {}

/** 415 unless multipart/form-data: the only way a file upload arrives. */
export function requireMultipart(c: Context, fileLimit = MAX_FILE_BYTES) {
  const type = requestMediaType(c);
  if (type !== "multipart/form-data") {
    throw new ApiError(415, "An upload must be sent as multipart/form-data with the file in the part named file.");
  }
  // A declared length past the limit is refused before a byte is read.
  if (Number(requestHeader(c, "content-length") ?? "0") > bodyLimit(fileLimit)) throw tooLarge(fileLimit);
}

/** Passes bytes through until more than `max` went by, so a body without (or lying about) its length is cut off. */
function capBytes(max: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      done(seen > max ? new TooLarge() : null, chunk);
    },
  });
}

/** Streams the file part to `dir`, sniffing its type on the way; the partial file is removed on any failure. */
async function saveFilePart(part: Readable, dir: string, fileLimit: number): Promise<Omit<ReceivedFile, "name">> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomUUID()}.part`);
  const sniffer = new Sniffer();
  let size = 0;
  try {
    await pipeline(
      part,
      new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > fileLimit) return done(new TooLarge());
          sniffer.push(chunk);
          done(null, chunk);
        },
      }),
      // Flushed before close: the file store renames it into place, and a renamed file must be whole.
      createWriteStream(file, { flush: true }),
    );
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  }
  return { path: file, size, sniffed: sniffer.result() };
}

/**
 * Streams the first part named `partName` to a temporary file in `dir` and keeps the text parts, in a few
 * chunks of memory. 413 past `fileLimit`, 400 on broken framing; storage failures are thrown as they are.
 */
export async function receiveUpload(
  c: Context,
  dir: string,
  opts: { partName?: string; fileLimit?: number } = {},
): Promise<UploadedForm> {
  const { partName = "file", fileLimit = MAX_FILE_BYTES } = opts;
  requireMultipart(c, fileLimit);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": requestHeader(c, "content-type") },
      // File names are UTF-8 in every browser's form encoding (busboy assumes Latin-1 otherwise).
      defParamCharset: "utf8",
      // One byte past the limit, so that a file of exactly 10 MiB is not reported as cut off.
      limits: { fileSize: fileLimit + 1, fieldSize: MAX_FIELD_BYTES, fields: 32, parts: 64 },
    });
  } catch {
    throw malformed(); // no boundary
  }
  // No prototype: a part named "__proto__" or "constructor" is just an unknown part.
  const fields = Object.create(null) as Record<string, string>;
  let saving: Promise<Omit<ReceivedFile, "name">> | undefined;
  let fileName = "";
  parser.on("file", (name, part, info) => {
    if (name !== partName || saving) return void part.resume();
    fileName = formFileName(info.filename ?? "");
    saving = saveFilePart(part, dir, fileLimit);
    // A failed write stops the whole form; busboy would otherwise wait for the abandoned part to be read.
    saving.catch((err: unknown) => parser.destroy(err as Error));
  });
  parser.on("field", (name, value) => {
    if (!(name in fields)) fields[name] = value;
  });
  let failure: unknown;
  try {
    const body = (c.req.raw.body ?? emptyBody()) as NodeReadableStream<Uint8Array>;
    await pipeline(Readable.fromWeb(body), capBytes(bodyLimit(fileLimit)), parser);
  } catch (err) {
    failure = err;
  }
  const saved = await saving?.catch((err: unknown) => {
    failure ??= err;
    return undefined;
  });
  const refusal =
    failure !== undefined
      ? uploadFailure(failure, saving !== undefined, fileLimit)
      : fields[partName]
        ? invalid({ [partName]: "must be a file, not a text field" })
        : undefined;
  if (refusal) {
    if (saved) await rm(saved.path, { force: true });
    throw refusal;
  }
  // A browser form with no file chosen still sends the part, with an empty name and no bytes: that is
  // "no file", not an empty file.
  if (saved && saved.size === 0 && fileName === "") {
    await rm(saved.path, { force: true });
    return { fields };
  }
  return { file: saved ? { ...saved, name: fileName } : undefined, fields };
}

/** Browsers send `"`, CR and LF in a file name as %22, %0D and %0A (the HTML form encoding); busboy leaves them. */
const formFileName = (raw: string) =>
  raw.replace(/%(22|0D|0A)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const emptyBody = () => new ReadableStream<Uint8Array>({ start: (c) => c.close() });

/** What a failed read means for the client: too large, broken framing, or the storage's own error. */
function uploadFailure(err: unknown, savingFile: boolean, fileLimit: number): unknown {
  if (err instanceof TooLarge) return tooLarge(fileLimit);
  // Writing the temporary file failed (ENOSPC, EROFS, ...): the app's error handler maps those to 507/503.
  if (savingFile && typeof (err as { syscall?: unknown } | null)?.syscall === "string") return err;
  return malformed();
}
