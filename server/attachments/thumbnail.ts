import { loadSharp } from "../images/load-sharp";

/** Thumbnails fit inside this box; the SPA shows them at most 150 CSS px wide, so 300 covers 2x screens. */
export const THUMBNAIL_BOX = 300;
export const THUMBNAIL_MIME = "image/webp";

/**
 * Decoding is the costly, risky part: a small file can claim a huge canvas ("decompression bomb").
 * 64 megapixels still admits the largest phone photos (48 MP).
 */
const MAX_INPUT_PIXELS = 64_000_000;

/**
 * A WebP thumbnail of a JPEG, PNG or WebP file, upright per EXIF and without metadata (no GPS position leaks);
 * undefined when the image cannot be decoded, so a corrupt photo is still stored.
 */
export async function makeThumbnail(file: string): Promise<Buffer | undefined> {
  try {
    const sharp = await loadSharp();
    return await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", autoOrient: true })
      .resize(THUMBNAIL_BOX, THUMBNAIL_BOX, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return undefined;
  }
}
