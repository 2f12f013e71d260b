import type { BlobStore } from "../attachments/blob-store";
import { loadSharp } from "../images/load-sharp";

/** Pixels of a report's photo: twice the printed size, sharp on paper, a few KiB each. */
const BOX = 64;
/** Thumbnails read and shrunk at once: enough to keep both cores busy, few enough to bound memory. */
const AT_ONCE = 8;

async function small(blobs: BlobStore, key: string): Promise<Buffer | null> {
  try {
    const blob = await blobs.get(key);
    const parts: Buffer[] = [];
    for await (const chunk of blob.body) parts.push(chunk as Buffer);
    const sharp = await loadSharp();
    return await sharp(Buffer.concat(parts)).resize(BOX, BOX, { fit: "inside" }).jpeg({ quality: 70 }).toBuffer();
  } catch {
    // A thumbnail that is missing or unreadable leaves the photo cell empty rather than failing the report.
    return null;
  }
}

/**
 * The stored thumbnails (WebP, which PDF cannot hold) as small JPEGs, in the order of `keys`; null where an
 * item has no photo.
 */
export async function thumbnails(blobs: BlobStore, keys: ReadonlyArray<string | null>): Promise<Array<Buffer | null>> {
  const out: Array<Buffer | null> = new Array(keys.length).fill(null);
  for (let i = 0; i < keys.length; i += AT_ONCE) {
    await Promise.all(
      keys.slice(i, i + AT_ONCE).map(async (key, j) => {
        if (key) out[i + j] = await small(blobs, key);
      }),
    );
  }
  return out;
}
