/** The parts of a KeyboardEvent the wedge listener reads (a plain object in tests). */
export type KeyLike = Pick<KeyboardEvent, "key" | "code" | "ctrlKey" | "altKey" | "metaKey" | "repeat">;

/** Scanners that cannot type a control character send Ctrl+key by physical position (InvenTree PR #9655). */
const CTRL_CONTROL_CHARS: Record<string, string> = {
  BracketRight: "\u001d", // GS, the GS1 separator
  Digit6: "\u001e", // RS
  KeyD: "\u0004", // EOT
};

/** A key that can never be part of a scan: it breaks any burst. */
export const BREAK = "Break";

/**
 * What the detector sees for one keydown: a character of data, a key name (Enter, Tab, Shift…),
 * or BREAK. Characters come from `key` (layout-aware); only Ctrl+key control characters use `code`.
 */
export function keyFromEvent(e: KeyLike): string {
  if (e.repeat) return BREAK; // a held key is a person
  if (e.ctrlKey && !e.altKey && !e.metaKey) {
    if (e.key === "Control") return e.key;
    return CTRL_CONTROL_CHARS[e.code] ?? BREAK; // other Ctrl shortcuts (copy, paste…) are people
  }
  if (e.metaKey && e.key !== "Meta") return BREAK;
  // Ctrl+Alt is AltGr on Windows: a character, not a shortcut.
  return e.key;
}
