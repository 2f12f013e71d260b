import { t } from "@lingui/core/macro";
import { useLocalValue } from "../settings/local-value";
import { scanMuted } from "../settings/scan-settings";
import styles from "./scan-panel.module.css";

/** Sound on/off for scan results, saved for this browser. */
export function MuteToggle() {
  const muted = useLocalValue(scanMuted);
  return (
    <label className={styles.mute}>
      <input type="checkbox" checked={!muted} onChange={(e) => scanMuted.set(!e.target.checked)} />
      {t`Sound`}
    </label>
  );
}
