import { barcodeShapeOf } from "./barcode-pool";
import { savedLabelDesign } from "./design-store";
import { labelContent, linkBase } from "./label-design";
import { labelSelection } from "./selection-store";

/**
 * The designer route's loader: hands the chosen entities' codes to the barcode workers as the page's
 * chunk arrives, before React renders it. Drawing the codes is the long part of opening the designer,
 * and the first render (every label and the chosen list) took a few hundred milliseconds of the main
 * thread before the labels asked for their codes. These are the codes of that first render (the
 * saved design, this page's address unless PUBLIC_URL names another); the labels then find them in
 * the pool's cache, and a code that no longer fits its symbology shows its error there.
 */
export function drawChosenCodes(): null {
  const design = savedLabelDesign();
  if (design.code === "none") return null;
  const { baseUrl } = linkBase(design, window.location.origin);
  for (const entity of labelSelection.chosen().values()) {
    const { codeText } = labelContent(entity, design, baseUrl, () => []);
    if (codeText) barcodeShapeOf(design.code, codeText).catch(() => undefined);
  }
  return null;
}
