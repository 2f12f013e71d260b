import { Readable } from "node:stream";
import type { Deps } from "../http/api";
import { DomainError, notFound } from "../domain/errors";
import { contentDisposition, downloadName } from "./file-names";
import { BlobMissingError, type StoredBlob } from "./blob-store";
import { findAttachment } from "./records";
import { contentTypeHeader, isInlineType } from "./sniff";

/**
 * Policies for served bytes: `sandbox` gives a download an opaque origin; PDFs go without it, since browsers
 * refuse to run their PDF viewer in a sandboxed document.
 */
const SANDBOXED = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const PDF = "default-src 'none'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

/**
 * GET: the stored bytes of a file or of a thumbnail, streamed (found by its own id). The type served is the one
 * sniffed at upload; only images and PDFs are shown in place, everything else downloads.
 */
export async function downloadAttachment(
  deps: Deps,
  target: { groupId: string; entityId: string; attachmentId: string },
  headOnly = false,
) {
  const row = await findAttachment(deps.db.kysely, target, ["file", "thumbnail"]);
  if (!row) throw notFound("attachment");
  let blob: StoredBlob;
  try {
    blob = await deps.blobs.get(row.storage_key);
  } catch (err) {
    if (!(err instanceof BlobMissingError)) throw err;
    console.warn(`[attachments] stored file ${row.storage_key} of attachment ${row.id} is missing`);
    throw new DomainError("not-found", "The file of that attachment is missing from storage.");
  }
  const inline = isInlineType(row.mime_type);
  const headers: Record<string, string> = {
    "Content-Type": contentTypeHeader(row.mime_type),
    "Content-Length": String(blob.size),
    "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", downloadName(row.title, row.mime_type)),
    "X-Content-Type-Options": "nosniff",
    // Private: the bytes belong to one group and must not sit in a shared cache.
    "Cache-Control": "private",
    "Content-Security-Policy": row.mime_type === "application/pdf" ? PDF : SANDBOXED,
  };
  // HEAD answers the same headers; the stream is closed at once instead of waiting for a collector.
  if (headOnly) {
    blob.body.destroy();
    return new Response(null, { status: 200, headers });
  }
  // Streamed from the file or the bucket as the client reads it; never held whole.
  return new Response(Readable.toWeb(blob.body) as ReadableStream<Uint8Array>, { status: 200, headers });
}
