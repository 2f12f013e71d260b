import { withCatalog } from "../../../i18n/activate";

/**
 * The scan panel's code (lookup, candidates, create form) is its own chunk, so pages ship only the
 * wedge listener. It is fetched once the app is idle, so that the first scan of a session paints its
 * result without first waiting for the chunk (bench: "scan latency"). The same promise serves React.lazy.
 */
let panel: Promise<typeof import("./scan-panel")> | undefined;

export const loadScanPanel = () => (panel ??= withCatalog("scan", () => import("./scan-panel")));

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void) => number };

/** After the page has loaded, when the main thread is idle (Safari has no requestIdleCallback: 2 s later). */
export function preloadScanPanelWhenIdle(): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = () => {
    const w = window as IdleWindow;
    if (w.requestIdleCallback) w.requestIdleCallback(() => void (cancelled || loadScanPanel()));
    else timer = setTimeout(() => void loadScanPanel(), 2000);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
  return () => {
    cancelled = true;
    clearTimeout(timer);
    window.removeEventListener("load", idle);
  };
}
