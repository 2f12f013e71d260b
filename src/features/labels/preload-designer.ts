import { useEffect } from "react";
import { whenPageIdle } from "../../components/ui/when-idle";

let preloaded = false;

/**
 * While labels are chosen, once the page is idle: fetches the designer's chunk and warms its barcode
 * worker (early-codes.ts), so that "Print labels" opens the preview without first waiting for bwip-js
 * to load and compile. Once per page load; the chunk stays out of the pages that only choose labels.
 */
export function usePreloadDesigner(chosen: boolean): void {
  useEffect(() => {
    if (!chosen || preloaded) return;
    return whenPageIdle(() => {
      preloaded = true;
      import("./labels-page").then((m) => m.warmBarcodeWorker()).catch(() => (preloaded = false));
    });
  }, [chosen]);
}
