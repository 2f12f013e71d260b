import type { BarcodeConfig } from "../../config";
import { barcodeSpiderProvider } from "./barcode-spider";
import { openFactsProvider } from "./open-facts";
import type { Provider } from "./provider";
import { upcitemdbProvider } from "./upcitemdb";

/** The switched-on providers, in Homebox's order (which is also the order of their results). */
export function enabledProviders(config: BarcodeConfig): Provider[] {
  const list: Provider[] = [];
  if (config.upcitemdb.enabled) list.push(upcitemdbProvider(config.upcitemdb.baseUrl));
  if (config.barcodeSpider.enabled) {
    list.push(barcodeSpiderProvider(config.barcodeSpider.baseUrl, config.barcodeSpider.token));
  }
  const off = config.openFacts;
  if (off.enabled) {
    list.push(openFactsProvider("openfoodfacts.org", off.foodUrl, off.contact));
    list.push(openFactsProvider("openbeautyfacts.org", off.beautyUrl, off.contact));
    list.push(openFactsProvider("openproductsfacts.org", off.productsUrl, off.contact));
  }
  return list;
}
