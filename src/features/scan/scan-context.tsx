import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { whenPageIdle } from "../../components/ui/when-idle";
import { withCatalog } from "../../i18n/activate";
import { useFeedback, unlockAudio } from "./feedback/feedback";
import { createDoubleReadFilter } from "./lookup/double-read";
import { useWedgeListener } from "./wedge/use-wedge-listener";

// The panel (lookup, candidates, create form, camera) is its own chunk, so that every signed-in page
// ships only the wedge listener; it is fetched once the app is idle (so the first scan does not wait
// for it), or else by the first scan or open. The same promise serves React.lazy.
let panelChunk: Promise<typeof import("./panel/scan-panel")> | undefined;
export const loadScanPanel = () => (panelChunk ??= withCatalog("scan", () => import("./panel/scan-panel")));
const ScanPanel = lazy(() => loadScanPanel().then((m) => ({ default: m.ScanPanel })));

export type ScanSource = "wedge" | "camera" | "manual";

export interface ScanEvent {
  /** Increases with every accepted scan, so the same code scanned again is a new event. */
  seq: number;
  code: string;
  source: ScanSource;
}

export type ScanHandler = (scan: ScanEvent) => void;

interface ScanContextValue {
  /** The one entry of every source: wedge, camera and manual entry all end here. */
  onScan(code: string, source: ScanSource): void;
  openPanel(): void;
  /**
   * While a page claims scans (the session, the calibration), they go to it instead of the panel; a part of
   * the open panel (`inPanel`, such as picking an item by its label) claims them from the panel.
   */
  claimScans(handler: ScanHandler, inPanel?: boolean): () => void;
}

const ScanContext = createContext<ScanContextValue | null>(null);

export function useScan(): ScanContextValue {
  const value = useContext(ScanContext);
  if (!value) throw new Error("useScan needs a <ScanProvider> above it");
  return value;
}

/**
 * Claims every scan while the calling component is mounted: a page's claim while the panel is closed,
 * an `inPanel` claim while it is open.
 */
export function useScanHandler(handler: ScanHandler, inPanel = false) {
  const { claimScans } = useScan();
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => claimScans((scan) => ref.current(scan), inPanel), [claimScans, inPanel]);
}

interface Claim {
  handler: ScanHandler;
  inPanel: boolean;
}

/**
 * Scanning for the signed-in app: the wedge listener, the double-read filter, and each scan routed to the
 * page that claims it or else to the scan panel. Needs the router and the query client above it.
 */
export function ScanProvider({ children }: { children: ReactNode }) {
  const [panel, setPanel] = useState<{ open: boolean; scan: ScanEvent | null }>({ open: false, scan: null });
  // Once loaded the panel stays mounted, so that closing it keeps its state and its focus return.
  const [panelLoaded, setPanelLoaded] = useState(false);
  if (panel.open && !panelLoaded) setPanelLoaded(true);
  const claims = useRef<Claim[]>([]);
  const panelOpen = useRef(false);
  const seq = useRef(0);
  const doubleReads = useRef(createDoubleReadFilter());

  const onScan = useCallback((code: string, source: ScanSource) => {
    // Manual entry is deliberate; repeats from the scanner or camera within 1.5 s are double reads.
    if (source !== "manual" && !doubleReads.current.accept(code, performance.now())) return;
    const scan: ScanEvent = { seq: ++seq.current, code, source };
    // The home feature's public module carries its statistics queries: it loads on the first scan, not with the shell.
    void import("../home").then((home) => home.rememberFirstStep("scanned"));
    const claimed = claims.current.findLast((c) => c.inPanel === panelOpen.current);
    if (claimed) claimed.handler(scan);
    else {
      panelOpen.current = true;
      setPanel({ open: true, scan });
    }
  }, []);

  const claimScans = useCallback((handler: ScanHandler, inPanel = false) => {
    const claim = { handler, inPanel };
    claims.current = [...claims.current, claim];
    return () => void (claims.current = claims.current.filter((c) => c !== claim));
  }, []);

  const setOpen = useCallback((open: boolean) => {
    panelOpen.current = open;
    setPanel((p) => ({ open, scan: open ? p.scan : null }));
  }, []);

  useWedgeListener((scan) => onScan(scan.code, "wedge"));
  useEffect(() => whenPageIdle(() => void loadScanPanel()), []);

  useEffect(() => {
    // Creating an AudioContext takes tens of ms, which inside a keystroke would stretch a burst's gaps;
    // Safari needs a pointerdown to allow it, which no scanner sends.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unlockLater = () => void (timer = setTimeout(unlockAudio, 1000));
    window.addEventListener("pointerdown", unlockAudio, { once: true, capture: true });
    window.addEventListener("keydown", unlockLater, { once: true, capture: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("pointerdown", unlockAudio, { capture: true });
      window.removeEventListener("keydown", unlockLater, { capture: true });
    };
  }, []);

  const value = useMemo(() => ({ onScan, openPanel: () => setOpen(true), claimScans }), [onScan, setOpen, claimScans]);
  return (
    <ScanContext.Provider value={value}>
      {children}
      {panelLoaded && (
        <Suspense fallback={null}>
          <ScanPanel open={panel.open} onOpenChange={setOpen} scan={panel.scan} />
        </Suspense>
      )}
      <ScanAnnouncer />
    </ScanContext.Provider>
  );
}

/** One polite live region for every scan result, wherever it happened. */
export function ScanAnnouncer() {
  const feedback = useFeedback();
  return (
    <div role="status" aria-live="polite" className="visually-hidden">
      {/* A new node per result, so the same message twice is announced twice. */}
      {feedback && <span key={feedback.id}>{feedback.message}</span>}
    </div>
  );
}
