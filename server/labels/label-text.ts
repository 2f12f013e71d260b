/**
 * Text for the label PNG, which librsvg draws from an SVG: escaped for XML and wrapped to a width.
 * librsvg measures nothing for us, so the wrap estimates widths from the font's average advance
 * (DejaVu Sans, the fallback everywhere, averages about 0.6 em; bold a little more).
 */

/** Characters XML 1.0 cannot hold; a name may contain them (only NUL is refused on write). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function xmlText(s: string): string {
  return s
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/**
 * Splits text into lines of at most `width` px (a word longer than a line is cut), at most `maxLines`;
 * the last kept line ends in "…" when text was left out, so a label's height stays bounded.
 */
export function wrapText(text: string, fontSize: number, width: number, maxLines: number, em = 0.6): string[] {
  const perLine = Math.max(4, Math.floor(width / (fontSize * em)));
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let rest = word;
      while (rest.length > 0) {
        const candidate = line ? `${line} ${rest}` : rest;
        if ([...candidate].length <= perLine) {
          line = candidate;
          rest = "";
        } else if (line) {
          lines.push(line);
          line = "";
        } else {
          const chars = [...rest];
          lines.push(chars.slice(0, perLine).join(""));
          rest = chars.slice(perLine).join("");
        }
      }
    }
    lines.push(line);
  }
  while (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = [...(kept[maxLines - 1] ?? "")];
  kept[maxLines - 1] = `${last.slice(0, Math.max(0, perLine - 1)).join("")}…`;
  return kept;
}
