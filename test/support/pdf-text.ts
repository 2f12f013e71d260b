import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** The text of a PDF, page by page, as a reader would copy it (pdfjs-dist, Mozilla's PDF reader). */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const fonts = `${path.dirname(require.resolve("pdfjs-dist/package.json"))}/standard_fonts/`;
  const doc = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str : ""))
        .join(" ")
        .replace(/[\u00a0\u202f]/g, " "),
    );
  }
  await doc.destroy();
  return pages;
}
