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
 * the last kept line ends in "…" when text was left out, so a label's height stays bounded. The text is
 * read a word at a time and the reading stops at the first word past the last line, so the work is
 * bounded by the label, not by the text (a name restored from a backup may be megabytes long).
 */
export function wrapText(text: string, fontSize: number, width: number, maxLines: number, em = 0.6): string[] {
  const perLine = Math.max(4, Math.floor(width / (fontSize * em)));
  // Enough UTF-16 units of one word for every line and one character past them.
  const wordUnits = 2 * (perLine * maxLines + 1);
  const lines: string[] = [];
  let line: string[] = [];
  let cut = false;
  const endLine = () => {
    lines.push(line.join(""));
    line = [];
  };
  for (const [token] of text.matchAll(/\S+|\n/g)) {
    // Past the last line only words matter: they are what gets left out.
    if (token === "\n") {
      if (lines.length < maxLines) endLine();
      continue;
    }
    let rest = [...token.slice(0, wordUnits)];
    while (rest.length > 0 && !cut) {
      const room = line.length > 0 ? perLine - line.length - 1 : perLine;
      if (lines.length >= maxLines) cut = true;
      else if (rest.length <= room) {
        line = line.length > 0 ? [...line, " ", ...rest] : rest;
        rest = [];
      } else if (line.length > 0) endLine();
      else {
        lines.push(rest.slice(0, perLine).join(""));
        rest = rest.slice(perLine);
      }
    }
    if (cut) break;
  }
  if (!cut) {
    if (lines.length < maxLines) endLine();
    while (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
    return lines;
  }
  const last = [...(lines[maxLines - 1] ?? "")];
  lines[maxLines - 1] = `${last.slice(0, Math.max(0, perLine - 1)).join("")}…`;
  return lines.slice(0, maxLines);
}
