import { t } from "@lingui/core/macro";
import * as Dialog from "@radix-ui/react-dialog";
import Camera from "lucide-react/icons/camera";
import CameraOff from "lucide-react/icons/camera-off";
import { useCallback, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useCanWrite } from "../../auth";
import { CameraScanner } from "../camera/camera-scanner";
import { useFeedback } from "../feedback/feedback";
import { ScanAnnouncer, useScan, type ScanEvent } from "../scan-context";
import { MuteToggle } from "./mute-toggle";
import { ManualEntry } from "./manual-entry";
import { ScanResult } from "./scan-result";
import styles from "./scan-panel.module.css";
import { paths } from "../../../routing/paths";
import { usePageBehind } from "../../../components/ui/use-page-behind";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The scan to show; a new `seq` starts a new lookup. */
  scan: ScanEvent | null;
}

/** The scan panel: manual entry, the camera and the last scan's result; USB scans come here while it is open. */
export function ScanPanel({ open, onOpenChange, scan }: Props) {
  const navigate = useNavigate();
  const { onScan } = useScan();
  const [camera, setCamera] = useState(false);
  const canWrite = useCanWrite();
  const manual = useRef<HTMLInputElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  usePageBehind(panel);

  const openEntity = useCallback(
    (id: string) => {
      onOpenChange(false);
      void navigate(paths.entity(id));
    },
    [navigate, onOpenChange],
  );

  function onOpenChangeAndStop(next: boolean) {
    if (!next) setCamera(false); // the camera never outlives the panel
    onOpenChange(next);
  }

  return (
    // Modal in effect, not in Radix's mode: see components/ui/use-page-behind.ts for why and for the page behind.
    <Dialog.Root open={open} onOpenChange={onOpenChangeAndStop} modal={false}>
      <Dialog.Portal>
        {/* A click on it is outside the panel: Radix closes the panel, as for a modal's overlay. */}
        <div className={styles.overlay} />
        <Dialog.Content
          ref={setPanel}
          className={styles.panel}
          aria-describedby={undefined}
          // Start in the code field: typing works at once, and a USB scanner works from anywhere anyway.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            returnFocus.current = document.activeElement;
            manual.current?.focus();
          }}
          // Radix returns focus to a Dialog.Trigger; the panel also opens from a scan typed into any
          // field, so focus goes back to whatever had it (the field, with its caret restored).
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            const back = returnFocus.current;
            if (back instanceof HTMLElement && back.isConnected) back.focus({ preventScroll: true });
          }}
        >
          <Flash />
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{t`Scan`}</Dialog.Title>
            <MuteToggle />
            <Dialog.Close asChild>
              <button type="button" aria-label={t`Close`}>
                ×
              </button>
            </Dialog.Close>
          </div>
          <p className="muted">{t`Scan with a USB scanner at any time, use the camera, or type a code.`}</p>
          <ManualEntry onSubmit={(code) => onScan(code, "manual")} inputRef={manual} />
          <div className={styles.row}>
            <button type="button" aria-pressed={camera} onClick={() => setCamera((c) => !c)}>
              {camera ? (
                <CameraOff size={16} aria-hidden="true" className="icon" />
              ) : (
                <Camera size={16} aria-hidden="true" className="icon" />
              )}{" "}
              {camera ? t`Stop camera` : t`Use camera`}
            </button>
            {canWrite && (
              <Link to={paths.scanSession()} onClick={() => onOpenChangeAndStop(false)}>
                {t`Scan session`}
              </Link>
            )}
            <Link to={paths.scannerSettings()} onClick={() => onOpenChangeAndStop(false)}>
              {t`Scanner settings`}
            </Link>
          </div>
          {camera && (
            <CameraScanner
              onCode={(code) => {
                setCamera(false); // one read per press: the result (or a form) must not be replaced by the next frame
                onScan(code, "camera");
              }}
            />
          )}
          {scan && <ScanResult key={scan.seq} scan={scan} onOpen={openEntity} />}
          {/* Radix hides everything outside the dialog from screen readers, so results are announced in here. */}
          <ScanAnnouncer />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A brief coloured flash on every result; restarted by remounting on each feedback event. */
function Flash() {
  const feedback = useFeedback();
  if (!feedback || feedback.tone === "info") return null;
  return <span key={feedback.id} className={styles.flash} data-tone={feedback.tone} aria-hidden="true" />;
}
