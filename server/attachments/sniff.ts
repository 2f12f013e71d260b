/**
 * What an upload really is, decided from its bytes alone. The client's file name and declared type are
 * never trusted for what is served: a browser renders by Content-Type, so a lie there (an HTML page
 * labelled image/png, an SVG with script) would run in the service's origin.
 */
export interface Sniffed {
  mimeType: string;
  /** JPEG, PNG and WebP: the formats sharp turns into a thumbnail. */
  thumbnailable: boolean;
  /** Formats a browser may show in place (images and PDF); everything else downloads. */
  inline: boolean;
}

const OCTET = "application/octet-stream";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

function binaryType(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  return undefined;
}

/**
 * Markup a browser could execute if it ever treated the text as a document. Such text is labelled
 * application/octet-stream rather than text/plain, so that no client along the way "upgrades" it.
 */
const MARKUP =
  /<\s*(?:!doctype|html|head|body|script|svg|\?xml|iframe|frame|object|embed|style|meta|link|base|form|math)\b/i;

function textType(bytes: Uint8Array): string {
  if (bytes.includes(0)) return OCTET;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return OCTET;
  }
  return MARKUP.test(text) ? OCTET : "text/plain";
}

const THUMBNAILABLE = new Set(["image/jpeg", "image/png", "image/webp"]);
const INLINE = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "application/pdf"]);

export function sniff(bytes: Uint8Array): Sniffed {
  const mimeType = binaryType(bytes) ?? textType(bytes);
  return { mimeType, thumbnailable: THUMBNAILABLE.has(mimeType), inline: INLINE.has(mimeType) };
}

/** Whether a stored type may be shown in place (the same list sniff() uses). */
export const isInlineType = (mimeType: string) => INLINE.has(mimeType);

const SERVABLE = new Set([...INLINE, "text/plain", OCTET]);

/**
 * The Content-Type header for a stored type: text gets its charset, so no browser guesses one; any type
 * sniff() cannot produce (a row written by hand, an older version) is served as opaque bytes.
 */
export function contentTypeHeader(mimeType: string): string {
  if (mimeType === "text/plain") return "text/plain; charset=utf-8";
  return SERVABLE.has(mimeType) ? mimeType : OCTET;
}
