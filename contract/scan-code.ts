/** What a scanned code names, decided from its text alone (the scan panel and the stock-take read codes alike). */
export type CodeKind =
  { kind: "asset"; assetId: string } | { kind: "entity"; id: string } | { kind: "product"; code: string };

/** Asset ids as the app prints them: `000-123` (3 digits, dash, 3–6 digits), optionally after `#`. */
const ASSET_ID = /^#?(\d{3}-\d{3,6})$/;
/** `#123`: the `#` says "asset id" without the dash. */
const HASH_NUMBER = /^#(\d{1,9})$/;
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** Our labels link to `/entities/<id>`; Homebox's printed labels to `/item/<id>` and `/location/<id>`. */
const ENTITY_PATH = new RegExp(`/(?:entities|item|location)/(${UUID})/?$`, "i");
/** Homebox's asset labels link to `/a/000-042` (its own sheets print `000--042`). */
const ASSET_PATH = /\/a\/(\d[\d-]{0,11})\/?$/;

function formatDigits(digits: string): string {
  const s = digits.padStart(6, "0");
  return `${s.slice(0, 3)}-${s.slice(3)}`;
}

/**
 * Asset ids and entity links name an entity, anything else is a product code (a Barcode field, a serial
 * number); only the id is taken from a URL, so a scanned link can never send a client elsewhere.
 */
export function classifyScanCode(raw: string): CodeKind {
  const text = raw.trim();
  const asset = ASSET_ID.exec(text);
  if (asset) return { kind: "asset", assetId: asset[1]! };
  const hash = HASH_NUMBER.exec(text);
  if (hash && Number(hash[1]) > 0) return { kind: "asset", assetId: formatDigits(String(Number(hash[1]))) };
  if (/^https?:\/\//i.test(text)) {
    try {
      const { pathname } = new URL(text);
      const match = ENTITY_PATH.exec(pathname);
      if (match) return { kind: "entity", id: match[1]!.toLowerCase() };
      const asset = ASSET_PATH.exec(pathname);
      const n = asset ? Number(asset[1]!.replace(/-/g, "")) : 0;
      if (n > 0 && n <= 999_999_999) return { kind: "asset", assetId: formatDigits(String(n)) };
    } catch {
      /* not a URL after all: a product code */
    }
  }
  // The code is kept as scanned (GS and all); only outer spaces go.
  return { kind: "product", code: raw.replace(/^ +| +$/g, "") };
}
