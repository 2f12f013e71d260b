import { t } from "@lingui/core/macro";
import { useState } from "react";
import { Link } from "react-router";
import { EntityPicker } from "../../../components/form/entity-picker";
import { useWriteAccess } from "../../auth";
import { BorrowerField } from "../../lending";
import { CameraScanner } from "../camera/camera-scanner";
import { CreateFromProductForm } from "../create/create-from-product-form";
import { useFeedback } from "../feedback/feedback";
import { ManualEntry } from "../panel/manual-entry";
import { MuteToggle } from "../panel/mute-toggle";
import { ProductCandidates } from "../panel/product-candidates";
import panelStyles from "../panel/scan-panel.module.css";
import { useScan, useScanHandler } from "../scan-context";
import { deleteCreated, type SessionMode } from "./session-actions";
import { ScannedActions } from "./scanned-actions";
import { SessionLog } from "./session-log";
import styles from "./session.module.css";
import { useScanSession } from "./use-scan-session";
import { paths } from "../../../routing/paths";

const modes = (): { value: SessionMode; label: string; hint: string }[] => [
  { value: "move", label: t`Move here`, hint: t`Each scanned item moves into the target location.` },
  { value: "increment", label: t`+1 quantity`, hint: t`Each scanned item counts one more.` },
  { value: "use", label: t`Use one`, hint: t`Each scanned item counts one less, never below 0.` },
  {
    value: "create",
    label: t`Create from product`,
    hint: t`Unknown codes are looked up and created in the target location.`,
  },
  { value: "select", label: t`Select`, hint: t`Each scanned item joins the selection, for a bulk action.` },
  { value: "checkout", label: t`Lend out`, hint: t`Each scanned item is lent to the person named below.` },
  { value: "return", label: t`Take back`, hint: t`Each scanned item that is lent out comes back in.` },
];

/** Continuous scanning (/scan/session): scan a location as target, then items to move, count or create them. */
export function ScanSessionPage() {
  const access = useWriteAccess();
  // Scans wait for the role: until it is known nothing would take them.
  if (access === "unknown") return <p role="status">{t`Loading…`}</p>;
  // Every mode changes the inventory: a viewer learns why there is nothing to do here.
  if (access === "read") {
    return (
      <div className={styles.page}>
        <h1>{t`Scan session`}</h1>
        <p>{t`A scan session moves, counts or creates things, which your role in this group does not allow. The scan panel still finds them.`}</p>
      </div>
    );
  }
  return <ScanSession />;
}

function ScanSession() {
  const session = useScanSession();
  const { onScan } = useScan();
  const [camera, setCamera] = useState(false);
  const feedback = useFeedback();
  const qc = session.queryClient;
  const pending = session.pending;
  useScanHandler(session.handleScan);

  return (
    <div className={styles.page}>
      {feedback && feedback.tone !== "info" && (
        <span key={feedback.id} className={panelStyles.flash} data-tone={feedback.tone} aria-hidden="true" />
      )}
      <div className={styles.heading}>
        <h1>{t`Scan session`}</h1>
        <MuteToggle />
        <Link to={paths.scannerSettings()}>{t`Scanner settings`}</Link>
        <Link to={paths.stocktakes()}>{t`Stock-takes`}</Link>
      </div>
      <p className="muted">{t`Scan with a USB scanner anywhere on this page, use the camera, or type a code.`}</p>
      <div className={styles.controls}>
        <EntityPicker label={t`Target location`} value={session.target} onChange={session.setTarget} locationsOnly />
        <fieldset className={styles.modes}>
          <legend>{t`Mode`}</legend>
          {modes().map((m) => (
            <label key={m.value} title={m.hint}>
              <input
                type="radio"
                name="scan-mode"
                value={m.value}
                checked={session.mode === m.value}
                onChange={() => session.setMode(m.value)}
              />
              {m.label}
            </label>
          ))}
        </fieldset>
        {session.mode === "select" && (
          <label>
            <input
              type="checkbox"
              checked={session.selectContents}
              onChange={(e) => session.setSelectContents(e.target.checked)}
            />{" "}
            {t`A scanned location selects what it holds`}
          </label>
        )}
        {session.mode === "checkout" && (
          <div className={styles.lending}>
            <BorrowerField value={session.borrower} onChange={session.setBorrower} />
            <label>
              {t`Due back`}
              <input type="date" value={session.due} onChange={(e) => session.setDue(e.target.value)} />
            </label>
          </div>
        )}
      </div>
      <p role="status" className={styles.target}>
        {session.target ? (
          <>
            {t`Target:`} <strong>{session.target.name}</strong>
          </>
        ) : (
          t`No target location yet: choose one or scan a location's asset id.`
        )}
      </p>
      <ManualEntry onSubmit={(code) => onScan(code, "manual")} />
      <div className={panelStyles.row}>
        <button type="button" aria-pressed={camera} onClick={() => setCamera((c) => !c)}>
          {camera ? t`Stop camera` : t`Use camera`}
        </button>
      </div>
      {camera && <CameraScanner onCode={(code) => onScan(code, "camera")} />}
      {pending && pending.products.length > 1 && !pending.product ? (
        <ProductCandidates
          products={pending.products}
          onChoose={(product) => session.setPending({ ...pending, product })}
        />
      ) : (
        pending && (
          <CreateFromProductForm
            key={pending.code}
            code={pending.code}
            product={pending.product}
            parent={session.target}
            onCancel={() => {
              session.record(pending.code, "info", t`Not created: ${pending.code}.`);
              session.setPending(null);
            }}
            onCreated={({ entity, imageError }) => {
              const target = session.target?.name;
              session.record(
                pending.code,
                "success",
                imageError
                  ? target
                    ? t`Created ${entity.name} in ${target} (the photo could not be stored).`
                    : t`Created ${entity.name} (the photo could not be stored).`
                  : target
                    ? t`Created ${entity.name} in ${target}.`
                    : t`Created ${entity.name}.`,
                deleteCreated(qc, entity),
              );
              session.setPending(null);
            }}
          />
        )
      )}
      <ScannedActions scanned={session.scanned} target={session.target} />
      <SessionLog log={session.log} onUndo={(entry) => void session.undo(entry)} />
    </div>
  );
}
