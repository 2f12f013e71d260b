import type { BlobStore } from "../attachments/blob-store";
import { loadSharp } from "../images/load-sharp";

/** Pixels of a report's photo: twice the printed size, sharp on paper, a few KiB each. */
const BOX = 64;
/**
 * Photos shrunk ahead of the PDF writer at once: sharp works on libuv's thread pool (4 threads), so a few
 * keep both cores busy while the writer lays out rows; each waiting photo is a few KiB.
 */
export const PHOTOS_AT_ONCE = 8;

/**
 * An item's stored thumbnail (WebP, which PDF cannot hold) as a small JPEG, which pdfkit embeds as it is
 * (DCTDecode) where a PNG would be decoded and compressed again; null when it is missing or unreadable,
 * which leaves the photo cell empty rather than failing the report.
 */
export async function reportPhoto(blobs: BlobStore, key: string): Promise<Buffer | null> {
  try {
    const blob = await blobs.get(key);
    const parts: Buffer[] = [];
    for await (const chunk of blob.body) parts.push(chunk as Buffer);
    const sharp = await loadSharp();
    return await sharp(Buffer.concat(parts)).resize(BOX, BOX, { fit: "inside" }).jpeg({ quality: 70 }).toBuffer();
  } catch {
    return null;
  }
}
