import { requestCode } from "./barcode-pool";
import { savedLabelDesign } from "./design-store";
import { labelContent, linkBase } from "./label-design";
import { labelSelection } from "./selection-store";

/**
 * The codes of the designer's first render (the saved design, this page's address unless PUBLIC_URL
 * names another), handed to the barcode workers; the labels then find them drawn or on their way, and
 * a code that no longer fits its symbology shows its error there.
 */
function drawCodes(limit: number): void {
  const design = savedLabelDesign();
  if (design.code === "none") return;
  const { baseUrl } = linkBase(design, window.location.origin);
  let asked = 0;
  for (const entity of labelSelection.chosen().values()) {
    if (asked++ === limit) break;
    const { codeText } = labelContent(entity, design, baseUrl, () => []);
    if (codeText) requestCode(design.code, codeText);
  }
}

/**
 * The designer route's loader: hands the chosen entities' codes to the barcode workers as the page's
 * chunk arrives, before React renders it. Drawing the codes is the long part of opening the designer,
 * and the first render (every label and the chosen list) took a few hundred milliseconds of the main
 * thread before the labels asked for their codes.
 */
export function drawChosenCodes(): null {
  drawCodes(Infinity);
  return null;
}

/**
 * Starts the barcode worker ahead of a visit to the designer (preload-designer.ts) and draws the first
 * chosen code: the worker compiles bwip-js, and V8 compiles each of its functions when it first runs,
 * so the first code of a worker takes many times as long as the next ones.
 */
export function warmBarcodeWorker(): void {
  drawCodes(1);
}
