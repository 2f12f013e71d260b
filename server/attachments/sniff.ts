/**
 * What an upload really is, decided from its bytes alone. The client's file name and declared type are
 * never trusted for what is served: a browser renders by Content-Type, so a lie there (an HTML page
 * labelled image/png, an SVG with script) would run in the service's origin.
 */
export interface Sniffed {
  mimeType: string;
  /** JPEG, PNG and WebP: the formats sharp turns into a thumbnail. */
  thumbnailable: boolean;
}

const OCTET = "application/octet-stream";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

/** The type of a known binary format by its signature in the first bytes. */
export function binaryType(bytes: Uint8Array): string | undefined {
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

/** Bytes kept from the start of a file: enough for every signature binaryType() knows. */
const HEAD_BYTES = 16;
/**
 * What of the decoded text must be carried into the next chunk so that MARKUP still matches across a
 * chunk boundary: an unfinished `<`, whitespace and the letters of a tag name so far. The whitespace is
 * kept as one space, so that the carry stays a few characters long whatever the file holds.
 */
const OPEN_TAIL = /<\s*[!?a-z]*$/i;

/**
 * Sniffs a file chunk by chunk, as it streams to storage: the signatures from the first bytes, and for text
 * whether every byte so far is valid UTF-8 without NUL and without markup. Nothing but a few bytes is kept.
 */
export class Sniffer {
  private head = new Uint8Array(0);
  private readonly decoder = new TextDecoder("utf-8", { fatal: true });
  private carry = "";
  /** Set once the bytes cannot be text/plain: binary, not UTF-8, a NUL, or markup. */
  private opaque = false;

  push(chunk: Uint8Array): void {
    if (this.head.length < HEAD_BYTES) {
      const more = chunk.subarray(0, HEAD_BYTES - this.head.length);
      this.head = Uint8Array.from([...this.head, ...more]);
    }
    if (this.opaque) return;
    if (chunk.includes(0)) return this.giveUp();
    try {
      this.checkText(this.decoder.decode(chunk, { stream: true }));
    } catch {
      this.giveUp();
    }
  }

  result(): Sniffed {
    let mimeType = binaryType(this.head);
    if (!mimeType && !this.opaque) {
      try {
        this.checkText(this.decoder.decode());
      } catch {
        this.giveUp();
      }
      // The end of the file ends a tag name too: "<script" as the last bytes still counts.
      if (!this.opaque && MARKUP.test(this.carry)) this.giveUp();
    }
    mimeType ??= this.opaque ? OCTET : "text/plain";
    return { mimeType, thumbnailable: THUMBNAILABLE.has(mimeType) };
  }

  private checkText(decoded: string): void {
    const text = this.carry + decoded;
    // A match that needs the following character (the `\b` after a tag name) is found in the next round.
    const tail = OPEN_TAIL.exec(text);
    const body = tail ? text.slice(0, tail.index) : text;
    if (MARKUP.test(body)) return this.giveUp();
    this.carry = tail ? tail[0].replace(/\s+/g, " ") : "";
  }

  private giveUp(): void {
    this.opaque = true;
    this.carry = "";
  }
}

const THUMBNAILABLE = new Set(["image/jpeg", "image/png", "image/webp"]);
const INLINE = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "application/pdf"]);

/** Whether a stored type may be shown in place (images and PDF); everything else downloads. */
export const isInlineType = (mimeType: string) => INLINE.has(mimeType);

const SERVABLE = new Set([...INLINE, "text/plain", OCTET]);

/**
 * The Content-Type header for a stored type: text gets its charset, so no browser guesses one; any type
 * the Sniffer cannot produce (a row written by hand, an older version) is served as opaque bytes.
 */
export function contentTypeHeader(mimeType: string): string {
  if (mimeType === "text/plain") return "text/plain; charset=utf-8";
  return SERVABLE.has(mimeType) ? mimeType : OCTET;
}
