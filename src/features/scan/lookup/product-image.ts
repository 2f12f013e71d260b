/** Third-party product images: only a base64 image data URI or an https URL, anything else is dropped. */
export function safeImageSrc(product: { imageBase64: string; imageURL: string }): string | null {
  if (/^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i.test(product.imageBase64)) return product.imageBase64;
  try {
    if (product.imageURL && new URL(product.imageURL).protocol === "https:") return product.imageURL;
  } catch {
    /* not a URL */
  }
  return null;
}

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
};

/** The product photo as a file to upload, or null when the product has no embedded image. */
export function imageFileFromDataUri(dataUri: string, baseName = "product"): File | null {
  const m = /^data:(image\/(?:png|jpeg|gif|webp));base64,([a-z0-9+/=]+)$/i.exec(dataUri);
  if (!m) return null;
  const type = m[1]!.toLowerCase();
  let binary: string;
  try {
    binary = atob(m[2]!);
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new File([bytes], `${baseName}.${EXTENSIONS[type]}`, { type });
}
