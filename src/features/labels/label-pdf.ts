import { barcodeCanvas } from "./barcode-encode";
import type { CodeKind, LabelContent } from "./label-design";
import { labelGeometry, PT, type Box } from "./label-geometry";
import type { PlacedLabel } from "./sheet-layout";
import type { SheetPreset } from "./sheet-presets";

/** Pixels per module of the code images in the PDF: sharp edges at 600 dpi for modules down to 0.25 mm. */
const CODE_SCALE = 6;

/** The preview's pages as a PDF built in the browser with jsPDF, which loads on the first download only. */
export async function labelsPdf(
  preset: SheetPreset,
  pages: PlacedLabel[][],
  contents: LabelContent[],
  code: CodeKind,
): Promise<Blob> {
  const { jsPDF } = await import("jspdf");
  const { width, height } = preset.page;
  const orientation = width > height ? "landscape" : "portrait";
  const doc = new jsPDF({ unit: "mm", format: [width, height], orientation, compress: true });
  const geometry = labelGeometry(preset.label.width, preset.label.height, code, code !== "none");
  const images = new Map<string, string>();

  pages.forEach((page, i) => {
    if (i > 0) doc.addPage([width, height], orientation);
    for (const placed of page) {
      const content = contents[placed.index];
      if (!content) continue;
      if (geometry.code && code !== "none" && content.codeText) {
        let image = images.get(content.codeText);
        if (image === undefined) {
          try {
            image = barcodeCanvas(code, content.codeText, CODE_SCALE).toDataURL("image/png");
          } catch {
            image = "";
          }
          images.set(content.codeText, image);
        }
        const box = geometry.code;
        if (image) doc.addImage(image, "PNG", placed.x + box.x, placed.y + box.y, box.width, box.height);
      }
      const text = { ...geometry.text, x: placed.x + geometry.text.x, y: placed.y + geometry.text.y };
      writeText(doc, text, geometry.nameSize, geometry.smallSize, content);
    }
  });
  return doc.output("blob");
}

type Doc = InstanceType<typeof import("jspdf").jsPDF>;

/** The label's lines, vertically centred in the text box as in the preview; lines that do not fit are left out. */
function writeText(doc: Doc, box: Box, nameSize: number, smallSize: number, content: LabelContent) {
  const blocks: { lines: string[]; size: number; style: "bold" | "normal" }[] = [];
  const add = (text: string, size: number, style: "bold" | "normal", maxLines: number) => {
    if (!text) return;
    doc.setFont("helvetica", style).setFontSize(size / PT);
    blocks.push({ lines: (doc.splitTextToSize(text, box.width) as string[]).slice(0, maxLines), size, style });
  };
  add(content.name, nameSize, "bold", 2);
  add(content.assetId, smallSize, "normal", 1);
  add(content.location, smallSize, "normal", 3);
  add(content.custom, smallSize, "normal", 2);
  const lineHeight = (size: number) => size * 1.15;
  let used = 0;
  const kept: typeof blocks = [];
  for (const block of blocks) {
    const fits = Math.floor((box.height - used) / lineHeight(block.size));
    if (fits <= 0) break;
    const lines = block.lines.slice(0, fits);
    kept.push({ ...block, lines });
    used += lines.length * lineHeight(block.size);
  }
  let y = box.y + (box.height - used) / 2;
  for (const block of kept) {
    doc.setFont("helvetica", block.style).setFontSize(block.size / PT);
    for (const line of block.lines) {
      doc.text(line, box.x, y, { baseline: "top" });
      y += lineHeight(block.size);
    }
  }
}
