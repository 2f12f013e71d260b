/**
 * Client file names end up in Content-Disposition headers, so they carry no path, control character or
 * unbounded length; storage never uses them.
 */
export const TITLE_MAX = 255;

// C0 and C1 controls, DEL, and the bidirectional overrides that make "exe.pdf" display as "fdp.exe".
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
// A lone surrogate is not text: it cannot be encoded as UTF-8 (encodeURIComponent throws on it).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Removes control characters and cuts to the title limit (by code point, never inside a surrogate pair). */
export function cleanTitle(title: string): string {
  return [...title.replace(CONTROL, "").replace(LONE_SURROGATE, "\ufffd").trim()].slice(0, TITLE_MAX).join("").trim();
}

/** The default title of an upload: the last part of the client's file name, cleaned; "file" when nothing is left. */
export function titleFromFileName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? "";
  const title = cleanTitle(last);
  return title === "" || /^\.+$/.test(title) ? "file" : title;
}

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/webp": ".webp",
  "image/gif": ".gif",
  "application/pdf": ".pdf",
  "text/plain": ".txt",
};

const EXTENSION_ALIASES: Record<string, string[]> = {
  "image/jpeg": [".jpg", ".jpeg", ".jfif"],
  "text/plain": [".txt", ".text", ".csv", ".md", ".log"],
};

/** The name a download is saved under: the title without path separators, with an extension matching its real type. */
export function downloadName(title: string, mimeType: string): string {
  let name = titleFromFileName(title.replace(/[/\\]/g, "_"));
  const ext = EXTENSIONS[mimeType];
  const accepted = EXTENSION_ALIASES[mimeType] ?? (ext ? [ext] : []);
  if (ext && !accepted.some((a) => name.toLowerCase().endsWith(a))) name += ext;
  return name;
}

/** RFC 6266 header with an ASCII fallback and the exact name RFC 5987-encoded. */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
