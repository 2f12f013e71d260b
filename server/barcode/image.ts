import { binaryType } from "../attachments/sniff";
import { readCapped } from "../http/read-capped";

/** The contract's cap on a downloaded product image. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 3;

/** JPEG and PNG by their magic bytes; the declared Content-Type is not trusted. */
export function sniffImageType(bytes: Uint8Array): "image/jpeg" | "image/png" | undefined {
  const type = binaryType(bytes);
  return type === "image/jpeg" || type === "image/png" ? type : undefined;
}

/**
 * A product image as a `data:` URI, or "" for anything but a JPEG/PNG of at most `maxBytes` over https (every
 * redirect hop too). Never throws: a missing picture must not cost the product.
 */
export async function downloadImageDataUri(
  fetchFn: typeof fetch,
  url: string,
  opts: { signal: AbortSignal; maxBytes?: number },
): Promise<string> {
  try {
    let target = new URL(url);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (target.protocol !== "https:") return "";
      const res = await fetchFn(target, {
        signal: opts.signal,
        redirect: "manual",
        headers: { accept: "image/jpeg, image/png" },
      });
      const location = res.headers.get("location");
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel().catch(() => undefined);
        target = new URL(location, target);
        continue;
      }
      if (res.status !== 200) {
        await res.body?.cancel().catch(() => undefined);
        return "";
      }
      const bytes = await readCapped(res, opts.maxBytes ?? IMAGE_MAX_BYTES);
      const type = sniffImageType(bytes);
      return type ? `data:${type};base64,${Buffer.from(bytes).toString("base64")}` : "";
    }
    return "";
  } catch {
    return "";
  }
}
