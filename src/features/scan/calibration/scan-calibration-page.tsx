import { plural, t } from "@lingui/core/macro";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { visibleCode } from "../lookup/visible-code";
import { useScanHandler } from "../scan-context";
import { useLocalValue } from "../settings/local-value";
import { scanSettings, validateThresholds } from "../settings/scan-settings";
import { keyFromEvent } from "../wedge/key-from-event";
import { SCAN_TARGET_ATTR } from "../wedge/use-wedge-listener";
import { DEFAULT_THRESHOLDS } from "../wedge/wedge-detector";
import { createBurstRecorder, judgeRecorded, suggestThresholds, type RecordedBurst } from "./burst-recorder";
import styles from "./calibration.module.css";
import { ThresholdForm } from "./threshold-form";

const QUIET_MS = 300;

/** Scanner settings (/settings/scanner): scan into the test field, see whether it counts as a scan, tune and save. */
export function ScanCalibrationPage() {
  const saved = useLocalValue(scanSettings);
  const [draft, setDraft] = useState(saved);
  const [burst, setBurst] = useState<RecordedBurst | null>(null);
  const [recognised, setRecognised] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const recorder = useRef(createBurstRecorder(QUIET_MS));
  const quiet = useRef<ReturnType<typeof setTimeout>>(undefined);
  const errors = validateThresholds(draft);

  useScanHandler((scan) => setRecognised(scan.code));
  useEffect(() => () => clearTimeout(quiet.current), []);

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    clearTimeout(quiet.current);
    const key = keyFromEvent(e.nativeEvent);
    const time = e.nativeEvent.timeStamp || performance.now();
    const ended = recorder.current.feed(key, time);
    // A terminator right after the characters is the scanner's, so it must not move the focus.
    if ((key === "Enter" || key === "Tab") && ended && (ended.terminatorGap ?? Infinity) < 100) e.preventDefault();
    if (ended) {
      setBurst(ended);
      e.currentTarget.value = "";
    }
    quiet.current = setTimeout(() => {
      const last = recorder.current.flush();
      if (last) setBurst(last);
    }, QUIET_MS);
  }

  function save() {
    if (Object.keys(errors).length) return setStatus(null);
    scanSettings.set(draft);
    setStatus(t`Saved for this browser.`);
  }

  const verdict = burst && judgeRecorded(burst, draft);
  return (
    <div className={styles.page}>
      <h1>{t`Scanner settings`}</h1>
      <p className="muted">
        {t`A USB scanner types like a very fast keyboard. These thresholds tell its bursts from a person typing; they are saved in this browser only.`}
      </p>
      <section aria-labelledby="calibrate-title" className={styles.card}>
        <h2 id="calibrate-title">{t`Test your scanner`}</h2>
        <label className="field">
          <span>{t`Scan test field: click here, then scan any barcode`}</span>
          <input {...{ [SCAN_TARGET_ATTR]: "" }} onKeyDown={onKeyDown} autoComplete="off" spellCheck={false} />
        </label>
        {burst ? (
          <div role="status">
            <dl className={styles.measures}>
              <dt>{t`Read`}</dt>
              <dd>
                <code>{visibleCode(burst.text)}</code> (
                {plural(burst.text.length, { one: "# character", other: "# characters" })})
              </dd>
              <dt>{t`Gaps`}</dt>
              <dd>{burst.gaps.length ? burst.gaps.map((g) => Math.round(g)).join(", ") + " ms" : t`none`}</dd>
              <dt>{t`Mean gap`}</dt>
              <dd>
                {Math.round(burst.meanGap)} {t`ms`}
              </dd>
              <dt>{t`Largest gap`}</dt>
              <dd>
                {Math.round(burst.maxGap)} {t`ms`}
              </dd>
              <dt>{t`Ended by`}</dt>
              <dd>
                {burst.terminator
                  ? t`${burst.terminator}, ${Math.round(burst.terminatorGap ?? 0)} ms after the last character`
                  : t`silence (no Enter or Tab)`}
              </dd>
            </dl>
            <p className={verdict?.ok ? styles.ok : "error"}>
              {verdict?.ok
                ? t`These settings recognise this as a scan.`
                : t`Not recognised as a scan: ${verdict?.reason ?? ""}.`}
            </p>
            <button type="button" onClick={() => setDraft(suggestThresholds(burst, draft))}>
              {t`Suggest settings from this scan`}
            </button>
          </div>
        ) : (
          <p className="muted">{t`Nothing scanned into the test field yet.`}</p>
        )}
        {recognised !== null && (
          <p role="status">
            {t`Outside the test field, the saved settings recognised a scan:`} <code>{visibleCode(recognised)}</code>
          </p>
        )}
      </section>
      <section aria-labelledby="thresholds-title" className={styles.card}>
        <h2 id="thresholds-title">{t`Thresholds`}</h2>
        <ThresholdForm draft={draft} errors={errors} onChange={(t) => (setDraft(t), setStatus(null))} onSave={save} />
        <div className={styles.secondary}>
          <button type="button" onClick={() => (setDraft(DEFAULT_THRESHOLDS), setStatus(null))}>
            {t`Reset to defaults`}
          </button>
          {status && <p role="status">{status}</p>}
        </div>
      </section>
    </div>
  );
}
