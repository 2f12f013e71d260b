import { t } from "@lingui/core/macro";
import { useEffect, useRef } from "react";
import { CODE_FIELD_ATTR } from "../../../components/form/code-field";
import { feedbackStore } from "../feedback/feedback";
import { markScan, SCAN_MARKS } from "../scan-marks";
import { scanSettings } from "../settings/scan-settings";
import { asTextField, createFieldRollback, setFieldValue } from "./field-rollback";
import { keyFromEvent } from "./key-from-event";
import { createWedgeDetector, type WedgeScan } from "./wedge-detector";

/** Fields (and their containers) marked with this attribute receive scans as plain typing. */
export const SCAN_TARGET_ATTR = "data-scan-target";

/** The focused field that holds a code (serial number, asset ID, Barcode), if a scan went into one. */
function focusedCodeField() {
  const field = asTextField(document.activeElement);
  return field?.closest(`[${CODE_FIELD_ATTR}]`) ? field : null;
}

/**
 * Recognises keyboard-wedge scans anywhere on the page, in the capture phase so it sees every key first.
 * A burst's characters are let through and taken back from fields once it proves to be a scan; a scan
 * into a field that holds a code fills that field instead (its suffix swallowed), and no panel opens.
 */
export function useWedgeListener(onScan: (scan: WedgeScan) => void, enabled = true) {
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  });

  useEffect(() => {
    if (!enabled) return;
    const detector = createWedgeDetector(scanSettings.get);
    const rollback = createFieldRollback();
    let silence: ReturnType<typeof setTimeout> | undefined;

    const finish = (scan: WedgeScan) => {
      markScan(SCAN_MARKS.wedge);
      const codeField = focusedCodeField();
      if (codeField) {
        const { code } = scan;
        rollback.clear();
        // The code replaces what the field held: it holds one code, and the scan is the new one.
        setFieldValue(codeField, code);
        const field = codeField.labels?.[0]?.textContent?.trim() ?? "";
        feedbackStore.signal("success", t`Scanned ${code} into ${field}.`);
        return;
      }
      rollback.restore();
      onScanRef.current(scan);
    };

    function onKeyDown(e: KeyboardEvent) {
      if (e.isComposing) return;
      if (e.target instanceof Element && e.target.closest(`[${SCAN_TARGET_ATTR}]`)) return;
      clearTimeout(silence);
      // timeStamp is when the key was pressed, so a busy main thread does not stretch the gaps.
      const result = detector.feed({ key: keyFromEvent(e), time: e.timeStamp || performance.now() });
      if (result.type === "char") {
        // A late key continues a burst silence already ended, so the whole code is reported with `replaces`.
        if (result.startsBurst || result.rejoins !== undefined) rollback.begin();
        rollback.note(e.target);
      } else if (result.type === "scan") {
        e.preventDefault();
        e.stopImmediatePropagation();
        finish(result.scan);
      }
      if (detector.pending === 0) rollback.clear();
      else {
        silence = setTimeout(() => {
          // No scan: the snapshots stay until the next key, which may continue this burst (a late delivery).
          const scan = detector.flush();
          if (scan) finish(scan);
        }, scanSettings.get().silenceMs);
      }
    }

    window.addEventListener("keydown", onKeyDown, { capture: true });
    return () => {
      clearTimeout(silence);
      window.removeEventListener("keydown", onKeyDown, { capture: true });
    };
  }, [enabled]);
}
