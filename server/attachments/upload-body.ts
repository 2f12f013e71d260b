import type { Context } from "hono";
import { ApiError, invalid } from "../http/errors";
import { BodyTooLargeError, readCapped } from "../http/read-capped";

/** Largest file an upload may carry (docs/spec/contract.md, "Transport", limits: 10 MiB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Room for the multipart framing and the text parts around a file of the largest size. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const MAX_BODY_BYTES = MAX_FILE_BYTES + FORM_OVERHEAD_BYTES;

export interface UploadedForm {
  /** Absent when the client sent no file part (or an empty one from a form with no file chosen). */
  file?: { bytes: Uint8Array; name: string };
  /** The text parts, first value of each name. */
  fields: Record<string, string>;
}

const tooLarge = () => new ApiError(413, "The file is larger than 10 MiB.");

/** 415 unless multipart/form-data: the only way a file upload arrives. */
export function requireMultipart(c: Context) {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "multipart/form-data") {
    throw new ApiError(415, "An upload must be sent as multipart/form-data with the file in the part named file.");
  }
  // A declared length past the limit is refused before a byte is read.
  if (Number(c.req.header("content-length") ?? "0") > MAX_BODY_BYTES) throw tooLarge();
}

/**
 * Reads the body, stopping as soon as it passes the limit, so that a client without (or lying about)
 * Content-Length cannot make the service buffer more than ~10 MiB.
 */
async function readLimited(c: Context): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return await readCapped(c.req.raw, MAX_BODY_BYTES);
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw tooLarge();
    throw err;
  }
}

/** The upload's file and text parts: 413 past 10 MiB, 400 when the multipart framing is broken. */
export async function readUploadForm(c: Context): Promise<UploadedForm> {
  requireMultipart(c);
  const body = await readLimited(c);
  let form: FormData;
  try {
    // The platform's parser, fed from the bounded buffer instead of the raw stream.
    form = await new Response(body, { headers: { "content-type": c.req.header("content-type") ?? "" } }).formData();
  } catch {
    throw new ApiError(400, "The multipart body is malformed.");
  }
  const part = form.get("file");
  if (typeof part === "string" && part !== "") throw invalid({ file: "must be a file, not a text field" });
  if (typeof part !== "string" && part && part.size > MAX_FILE_BYTES) throw tooLarge();
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  // A browser form with no file chosen still sends the part, with an empty name and no bytes (which
  // the parser may hand over as an empty string): that is "no file", not an empty file.
  const chosen = part instanceof Blob && !(part.size === 0 && part.name === "") ? part : undefined;
  return {
    file: chosen ? { bytes: new Uint8Array(await chosen.arrayBuffer()), name: chosen.name } : undefined,
    fields,
  };
}
