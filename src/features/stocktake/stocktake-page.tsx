import { plural, t } from "@lingui/core/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Suspense, useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { stocktakeEndpoints } from "../../../contract/stocktake";
import { call } from "../../api/client";
import { ErrorText } from "../../components/ui/error-text";
import { usePageTitle } from "../../components/ui/use-page-title";
import { paths } from "../../routing/paths";
import { useCanWrite } from "../auth";
import { ManualEntry, useScan, useScanHandler } from "../scan";
import { CountsBoard } from "./counts";
import { FinishDialog } from "./finish-dialog";
import { LastScanPanel, type LastScanActions } from "./last-scan";
import { overlay } from "./overlay";
import { stocktakeQueries } from "./queries";
import { StocktakeLists } from "./stocktake-lists";
import styles from "./stocktake.module.css";
import { UnknownCode, type UnknownTask } from "./unknown-code";
import { useStocktakeScans } from "./use-stocktake-scans";
import { CameraScanner, MuteToggle } from "./scan-parts";
import { moveInto } from "./move-into";
import { ReportButtons } from "./report-buttons";
import { keepThere } from "./keep-there";

/** `/stocktakes/:id`: the live stock-take, scanned by wedge, camera, typed code or a tick, online or not. */
export function StocktakePage() {
  const { id = "" } = useParams();
  const s = useStocktakeScans(id);
  const canWrite = useCanWrite();
  usePageTitle(s.view ? t`Stock-take of ${s.view.locationName}` : t`Stock-take`);
  if (!s.view || !s.index)
    return s.query.error ? <ErrorText error={s.query.error} /> : <p role="status">{t`Loading…`}</p>;
  return <Stocktake s={s} canScan={canWrite && s.view.status === "open"} />;
}

type Scans = ReturnType<typeof useStocktakeScans>;

function Stocktake({ s, canScan }: { s: Scans; canScan: boolean }) {
  const view = s.view!;
  const qc = useQueryClient();
  const { counts, rows, pendingFound } = useMemo(() => overlay(view, s.index!, s.pending), [view, s.index, s.pending]);
  const [camera, setCamera] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [unknownTask, setUnknownTask] = useState<UnknownTask | null>(null);
  const location = { id: view.locationId, name: view.locationName };
  const cancel = useMutation({
    mutationFn: () => call(stocktakeEndpoints.cancel, { params: { id: view.id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: stocktakeQueries.all }),
  });
  const actions: LastScanActions | null = canScan
    ? {
        moveHere: (entity) => void moveInto(qc, entity, view),
        keepThere: (entity) => void keepThere(qc, entity, view),
        create: (code) => setUnknownTask({ kind: "create", code }),
        attach: (code) => setUnknownTask({ kind: "attach", code }),
        setCount: (entity, count) => void s.scan({ entityId: entity.entityId, count }, entity.name),
      }
    : null;

  return (
    <section className={styles.page}>
      <div className={styles.row}>
        <h1>{t`Stock-take of ${view.locationName}`}</h1>
        <Suspense>
          <MuteToggle />
        </Suspense>
        <Link to={paths.stocktakes()}>{t`All stock-takes`}</Link>
      </div>
      <p className="muted">
        {view.status === "open"
          ? view.recursive
            ? t`Open: ${view.locationName} and everything inside it, started by ${view.createdBy.name}.`
            : t`Open: ${view.locationName} itself, started by ${view.createdBy.name}.`
          : view.status === "finished"
            ? t`Finished.`
            : t`Cancelled.`}
      </p>
      {s.sync.state === "offline" && (
        <p role="alert">{t`The service cannot be reached: scans are kept in this browser and sent when it can.`}</p>
      )}
      {s.sync.state === "refused" && <ErrorText error={s.sync.error} />}
      <CountsBoard counts={counts} />
      {counts.notSent > 0 && (
        <p role="status">{plural(counts.notSent, { one: "# scan not yet sent", other: "# scans not yet sent" })}</p>
      )}
      {canScan && <ScanInputs onScan={(code) => void s.scan({ code }, code)} camera={camera} setCamera={setCamera} />}
      {s.last && <LastScanPanel last={s.last} actions={actions} />}
      {unknownTask && (
        <UnknownCode
          key={unknownTask.code}
          task={unknownTask}
          location={location}
          onCancel={() => setUnknownTask(null)}
          onResolved={(entity) => {
            setUnknownTask(null);
            void s.scan({ entityId: entity.id, code: unknownTask.code }, entity.name);
          }}
        />
      )}
      {view.status === "finished" && <ReportButtons id={view.id} />}
      {canScan && (
        <div className={styles.row}>
          <button type="button" data-variant="primary" onClick={() => setFinishing(true)} disabled={counts.notSent > 0}>
            {t`Finish…`}
          </button>
          <button type="button" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
            {t`Cancel stock-take`}
          </button>
        </div>
      )}
      {finishing && <FinishDialog view={view} onClose={() => setFinishing(false)} />}
      <StocktakeLists
        view={view}
        missingCount={counts.missing}
        onShowMore={s.showMore}
        pending={rows}
        pendingFound={pendingFound}
        onTick={canScan ? (e) => void s.scan({ entityId: e.entityId }, e.name) : undefined}
        unknownActions={
          canScan
            ? (code) => (
                <>
                  <button type="button" onClick={() => setUnknownTask({ kind: "create", code })}>
                    {t`Create an item from ${code}`}
                  </button>
                  <button type="button" onClick={() => setUnknownTask({ kind: "attach", code })}>
                    {t`Add ${code} to an item`}
                  </button>
                </>
              )
            : undefined
        }
      />
    </section>
  );
}

/** Every source of scans in one place: the wedge (claimed while mounted), a typed code, the camera. */
function ScanInputs(props: { onScan: (code: string) => void; camera: boolean; setCamera: (on: boolean) => void }) {
  const { onScan } = useScan();
  useScanHandler((scan) => props.onScan(scan.code));
  return (
    <>
      <p className="muted">{t`Scan with a USB scanner anywhere on this page, use the camera, or type a code.`}</p>
      <ManualEntry onSubmit={(code) => onScan(code, "manual")} />
      <button type="button" aria-pressed={props.camera} onClick={() => props.setCamera(!props.camera)}>
        {props.camera ? t`Stop camera` : t`Use camera`}
      </button>
      {props.camera && (
        <Suspense fallback={<p role="status">{t`Loading…`}</p>}>
          <CameraScanner onCode={(code) => onScan(code, "camera")} />
        </Suspense>
      )}
    </>
  );
}
