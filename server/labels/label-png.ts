import { loadSharp } from "../images/load-sharp";
import { modulesPng, qrModules } from "./qr-png";
import { wrapText, xmlText } from "./label-text";

/** What one label shows: a bold title, lines of description, and a QR code of `url`. */
export interface LabelContent {
  title: string;
  description: string;
  url: string;
}

/*
 * Homebox's label maker defaults (72 dpi): 526 px wide, 32 px margin and padding, a 136 px QR code at
 * the top left, a 32 px bold title and 25.6 px description to its right; the label grows downwards
 * when the text needs more room. Title and description are capped in lines so the PNG stays small.
 */
const WIDTH = 526;
const MARGIN = 32;
const PADDING = 32;
const QR_BOX = 200 - 2 * PADDING;
const TITLE_SIZE = 32;
const DESCRIPTION_SIZE = 25.6;
const LINE = 1.25;
const TEXT_X = MARGIN + QR_BOX + PADDING;
const TEXT_WIDTH = WIDTH - 2 * MARGIN - PADDING - QR_BOX;
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

/** The label as a PNG, drawn from an SVG by sharp (librsvg) with the QR code laid over it pixel for pixel. */
export async function labelPng(content: LabelContent): Promise<Buffer> {
  const title = wrapText(content.title, TITLE_SIZE, TEXT_WIDTH, 3, 0.62);
  const description = wrapText(content.description, DESCRIPTION_SIZE, TEXT_WIDTH, 5, 0.56);
  const textHeight = (title.length * TITLE_SIZE + description.length * DESCRIPTION_SIZE) * LINE;
  const height = Math.ceil(Math.max(QR_BOX + 2 * MARGIN, textHeight + 2 * MARGIN));

  let y = MARGIN;
  const tspans: string[] = [];
  const line = (text: string, size: number, weight: string) => {
    y += size * LINE;
    // The baseline sits a fifth of a line above the line's bottom (room for descenders).
    tspans.push(
      `<text x="${TEXT_X}" y="${(y - size * 0.3).toFixed(1)}" font-size="${size}" font-weight="${weight}">${xmlText(text)}</text>`,
    );
  };
  for (const t of title) line(t, TITLE_SIZE, "bold");
  for (const d of description) line(d, DESCRIPTION_SIZE, "normal");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}">
<rect width="100%" height="100%" fill="#fff"/>
<g font-family="${FONT}" fill="#000">${tspans.join("")}</g>
</svg>`;

  // The most whole pixels per module that fit the box: sharp edges.
  const modules = qrModules(content.url);
  const scale = Math.max(1, Math.floor(QR_BOX / modules.length));
  const qr = await modulesPng(modules, { scale, quietZone: 0 });
  const offset = Math.floor((QR_BOX - modules.length * scale) / 2);
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg))
    .composite([{ input: qr, left: MARGIN + Math.max(0, offset), top: MARGIN + Math.max(0, offset) }])
    .png()
    .toBuffer();
}
