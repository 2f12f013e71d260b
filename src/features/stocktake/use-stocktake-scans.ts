import { t } from "@lingui/core/macro";
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { createStore, useStore } from "zustand";
import type { ExpectedEntities, ScanInput, ScanResult, StocktakeOut } from "../../../contract/stocktake";
import { errorMessage } from "../../components/ui/error-text";
import { feedbackStore } from "../scan";
import { applyAnswers } from "./apply-answers";
import { expectedStore } from "./expected-store";
import { expectEcho } from "./live-refresh";
import { indexView, learnedCodes, predictScan, type Predicted, type ViewIndex } from "./local-match";
import { stocktakeQueries } from "./queries";
import { scanQueue } from "./scan-queue";
import type { QueuedScan } from "./stocktake-db";
import { sendQueue, type Answered, type SyncEnd } from "./scan-sync";

/** The newest scan of this screen: what the service answered, or what the last known view says until then. */
export type LastScan = { scanId: string; code: string } & (
  { answered: true; result: ScanResult } | { answered: false; predicted: Predicted }
);

interface ScansState {
  /** The view this browser kept from its last visit: the screen until the service answers (or when it cannot). */
  kept?: StocktakeOut;
  /** What the stock-take expected, as this browser kept it: matches scans while the service is away. */
  keptExpected?: ExpectedEntities;
  pending: QueuedScan[];
  last: LastScan | null;
  sync: SyncEnd;
}

/** While the service is out of reach it is tried this often (and at once when the browser says it is online). */
const RETRY_MS = 3000;
/** Each list's entries fetched at first, and how many more "Show more" fetches: 10,000 rows would slow the opening. */
export const SHOWN = 100;
const MORE = 500;

/** The answers put into every cached view of the stock-take; refetched only when one cannot be placed there. */
function applyToViews(qc: QueryClient, id: string, answered: Answered) {
  let placed = true;
  qc.setQueriesData<StocktakeOut>({ queryKey: stocktakeQueries.views(id) }, (view) => {
    const next = view && applyAnswers(view, answered);
    if (view && !next) placed = false;
    return next ?? view;
  });
  // The send's own live event would refetch what was just applied.
  if (answered[0]) expectEcho(id, answered[0].result.by.id);
  if (!placed) void qc.invalidateQueries({ queryKey: stocktakeQueries.views(id) });
}

/** One open stock-take's scanning: queue first, send after, so that no scan depends on the network. */
function createStocktakeScans(qc: QueryClient, id: string) {
  const store = createStore<ScansState>(() => ({ pending: [], last: null, sync: { state: "sent" } }));
  const refreshPending = async () => store.setState({ pending: await scanQueue.list(id) });

  function onAnswers(answered: Answered) {
    for (const { scan, result } of answered)
      if (scan.code && result.entity) learnedCodes.set(scan.code, result.entity.entityId);
    const last = store.getState().last;
    const mine = last && answered.find((a) => a.scan.scanId === last.scanId)?.result;
    if (last && mine) {
      store.setState({ last: { scanId: last.scanId, code: last.code, answered: true, result: mine } });
      signalResult(mine, last.code);
    }
    void refreshPending();
    applyToViews(qc, id, answered);
  }

  async function send() {
    const sync = await sendQueue(id, onAnswers);
    await refreshPending();
    store.setState({ sync });
    const { last, pending } = store.getState();
    if (sync.state === "refused") feedbackStore.signal("error", errorMessage(sync.error));
    else if (sync.state === "offline" && last && !last.answered && pending.some((q) => q.scan.scanId === last.scanId))
      feedbackStore.signal("info", t`Not yet sent: ${last.code}.`, soundOf(last.predicted));
  }

  return {
    store,
    async scan(input: Omit<ScanInput, "scanId" | "scannedAt">, code: string, index: ViewIndex | undefined) {
      const entry: QueuedScan = {
        stocktakeId: id,
        scan: { ...input, scanId: crypto.randomUUID(), scannedAt: new Date().toISOString() },
      };
      const predicted: Predicted = index ? predictScan(index, learnedCodes, entry.scan) : { outcome: "pending", code };
      store.setState((s) => ({
        last: { scanId: entry.scan.scanId, code, answered: false, predicted },
        pending: [...s.pending, entry],
      }));
      // Stored before it is sent: from here on a closed tab or a lost answer cannot lose it.
      await scanQueue.add(entry);
      await send();
    },
    /** Loads the kept view and the queue, sends what waits, and keeps trying while the service is away. */
    start() {
      void scanQueue.view(id).then((kept) => store.setState({ kept }));
      void expectedStore.load(id).then((keptExpected) => store.setState({ keptExpected }));
      void send();
      const online = () => void send();
      const timer = setInterval(() => store.getState().sync.state === "offline" && void send(), RETRY_MS);
      window.addEventListener("online", online);
      return () => {
        clearInterval(timer);
        window.removeEventListener("online", online);
      };
    },
  };
}

/** The live stock-take: the service's view (or the kept one), the queue not yet answered, and `scan`. */
export function useStocktakeScans(id: string) {
  const qc = useQueryClient();
  const [scans] = useState(() => createStocktakeScans(qc, id));
  const state = useStore(scans.store);
  const [limit, setLimit] = useState(SHOWN);
  const query = useQuery({ ...stocktakeQueries.detail(id, limit), placeholderData: keepPreviousData });
  // Fetched once the screen is painted, so that it does not slow the opening.
  const fetched = useQuery({ ...stocktakeQueries.expected(id), enabled: query.data !== undefined });
  useEffect(() => scans.start(), [scans]);
  useEffect(() => {
    if (query.data) void scanQueue.saveView(query.data);
  }, [query.data]);
  useEffect(() => {
    if (fetched.data) void expectedStore.save(id, fetched.data);
  }, [id, fetched.data]);
  const view = query.data ?? state.kept;
  const expected = fetched.data ?? state.keptExpected;
  const index = useMemo(() => view && indexView(view, expected), [view, expected]);
  const scan = (input: Omit<ScanInput, "scanId" | "scannedAt">, code: string) => scans.scan(input, code, index);
  const showMore = () => setLimit((n) => n + MORE);
  return { query, view, index, pending: state.pending, last: state.last, sync: state.sync, scan, showMore };
}

function soundOf(p: Predicted) {
  return p.outcome === "found" ? "success" : p.outcome === "pending" ? null : p.outcome;
}

function signalResult(r: ScanResult, code: string) {
  const name = r.entity?.name ?? code;
  const outcome = r.outcome === "duplicate" ? r.first : r.outcome;
  if (outcome === "found") return feedbackStore.signal("success", t`Found: ${name}.`, "success");
  if (outcome === "unknown") return feedbackStore.signal("info", t`Unknown code: ${code}.`, "unknown");
  const place = r.recordedAt?.name;
  const message = place ? t`Unexpected: ${name} belongs in ${place}.` : t`Unexpected: ${name}.`;
  feedbackStore.signal("info", message, "unexpected");
}
