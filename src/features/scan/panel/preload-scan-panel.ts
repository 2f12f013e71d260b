import { whenPageIdle } from "../../../components/ui/when-idle";
import { withCatalog } from "../../../i18n/activate";

/**
 * The scan panel's code (lookup, candidates, create form) is its own chunk, so pages ship only the
 * wedge listener. It is fetched once the app is idle, so that the first scan of a session paints its
 * result without first waiting for the chunk (bench: "scan latency"). The same promise serves React.lazy.
 */
let panel: Promise<typeof import("./scan-panel")> | undefined;

export const loadScanPanel = () => (panel ??= withCatalog("scan", () => import("./scan-panel")));

/** After the page has loaded, when the main thread is idle. */
export const preloadScanPanelWhenIdle = (): (() => void) => whenPageIdle(() => void loadScanPanel());
