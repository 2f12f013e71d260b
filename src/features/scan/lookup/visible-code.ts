/** Shows control characters as Unicode control pictures (GS as ␝), so a GS1 separator is seen, not lost. */
export function visibleCode(code: string): string {
  return [...code]
    .map((ch) => (ch.charCodeAt(0) < 0x20 ? String.fromCharCode(0x2400 + ch.charCodeAt(0)) : ch))
    .join("");
}
