import { t } from "@lingui/core/macro";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { markScan, SCAN_MARKS } from "../scan-marks";
import { useLocalValue } from "../settings/local-value";
import { scanCameraId } from "../settings/scan-settings";
import styles from "../panel/scan-panel.module.css";
import type { IScannerControls } from "@zxing/browser";
import { cameraErrorMessage, cameraUnsupportedReason, chooseCamera, videoConstraints } from "./camera-support";

function subscribeVisibility(listener: () => void) {
  document.addEventListener("visibilitychange", listener);
  return () => document.removeEventListener("visibilitychange", listener);
}
const useTabVisible = () => useSyncExternalStore(subscribeVisibility, () => document.visibilityState === "visible");

/** What one opening of the camera reached. Tagged with its run, so an older run's state is never shown. */
interface RunState {
  run: string;
  status: "scanning" | "error";
  error?: string;
  activeId?: string | null;
  torch?: (on: boolean) => Promise<void>;
}

/** The webcam scanner; the camera is on only while mounted and the tab visible. */
export function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const id = useId();
  const visible = useTabVisible();
  const remembered = useLocalValue(scanCameraId);
  const [deviceId, setDeviceId] = useState(remembered);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RunState | null>(null);
  const [torchOn, setTorchOn] = useState(false);
  const [torchError, setTorchError] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });
  const unsupported = cameraUnsupportedReason();
  const run = `${deviceId}|${attempt}`;
  const current = state?.run === run ? state : null; // null: starting

  useEffect(() => {
    if (unsupported || !visible) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    let decoder: IScannerControls | null = null;
    (async () => {
      try {
        const [{ startDecoder }, opened] = await Promise.all([
          import("./camera-decoder"),
          navigator.mediaDevices.getUserMedia(videoConstraints(deviceId)).then((s) => {
            markScan(SCAN_MARKS.cameraStream);
            return s;
          }),
        ]);
        stream = opened;
        if (cancelled) return;
        // Labels are readable only once permission is granted, so the list comes after opening.
        const list = (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === "videoinput");
        if (cancelled) return;
        setDevices(list);
        const preferred = chooseCamera(list, deviceId);
        const active = opened.getVideoTracks()[0]?.getSettings().deviceId ?? null;
        if (!deviceId && preferred && active && preferred !== active) return setDeviceId(preferred); // reopen on the back camera
        decoder = await startDecoder(opened, video.current!, (text) => {
          markScan(SCAN_MARKS.cameraDecoded);
          onCodeRef.current(text);
        });
        if (cancelled) return decoder.stop();
        setState({ run, status: "scanning", activeId: active, torch: decoder.switchTorch });
      } catch (e) {
        if (cancelled) return;
        // The remembered camera was unplugged: forget it and open any camera.
        if (deviceId && e instanceof DOMException && ["OverconstrainedError", "NotFoundError"].includes(e.name)) {
          scanCameraId.set(null);
          return setDeviceId(null);
        }
        setState({ run, status: "error", error: cameraErrorMessage(e) });
      }
    })();
    return () => {
      cancelled = true;
      decoder?.stop();
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [unsupported, visible, deviceId, run]);

  if (unsupported)
    return (
      <p role="alert" className="error">
        {unsupported}
      </p>
    );

  async function toggleTorch(set: (on: boolean) => Promise<void>) {
    try {
      await set(!torchOn);
      setTorchOn(!torchOn);
      setTorchError(null);
    } catch (e) {
      setTorchError(cameraErrorMessage(e));
    }
  }

  const status = !visible
    ? t`The camera is paused while this tab is hidden.`
    : !current
      ? t`Starting the camera…`
      : current.status === "scanning"
        ? t`Hold the barcode in front of the camera.`
        : null;
  return (
    <div className={styles.camera}>
      <video
        ref={video}
        className={styles.video}
        muted
        playsInline
        aria-label={t`Camera preview`}
        hidden={current?.status === "error"}
      />
      {status && <p role="status">{status}</p>}
      {current?.error && (
        <div role="alert">
          <p className="error">{current.error}</p>
          <button type="button" onClick={() => setAttempt((a) => a + 1)}>
            {t`Try again`}
          </button>
        </div>
      )}
      {torchError && <p className="error">{torchError}</p>}
      <div className={styles.cameraBar}>
        {devices.length > 1 && (
          <>
            <label htmlFor={`${id}-camera`}>{t`Camera`}</label>
            <select
              id={`${id}-camera`}
              value={deviceId ?? current?.activeId ?? ""}
              onChange={(e) => {
                setDeviceId(e.target.value);
                scanCameraId.set(e.target.value);
              }}
            >
              {devices.map((d, i) => (
                <option key={d.deviceId} value={d.deviceId}>
                  {d.label || t`Camera ${i + 1}`}
                </option>
              ))}
            </select>
          </>
        )}
        {current?.torch && (
          <button type="button" aria-pressed={torchOn} onClick={() => void toggleTorch(current.torch!)}>
            {t`Torch`}
          </button>
        )}
      </div>
    </div>
  );
}
