import { whenPageIdle } from "../../../components/ui/when-idle";
import { withCatalog } from "../../../i18n/activate";

/**
 * The scan panel is its own chunk, fetched once the app is idle so the first scan does not wait for it;
 * the same promise serves React.lazy.
 */
let panel: Promise<typeof import("./scan-panel")> | undefined;

export const loadScanPanel = () => (panel ??= withCatalog("scan", () => import("./scan-panel")));

/** After the page has loaded, when the main thread is idle. */
export const preloadScanPanelWhenIdle = (): (() => void) => whenPageIdle(() => void loadScanPanel());
