import { t } from "@lingui/core/macro";
import type { LogEntry } from "./use-scan-session";
import styles from "./session.module.css";

/** Every scan of the session, newest first, each with its result and (where it changed something) Undo. */
export function SessionLog({ log, onUndo }: { log: LogEntry[]; onUndo: (entry: LogEntry) => void }) {
  return (
    <section aria-labelledby="scan-log-title">
      <h2 id="scan-log-title">
        {t`Scan log`} <span className="badge">{log.length}</span>
      </h2>
      {log.length === 0 ? (
        <p className="muted">{t`Nothing scanned yet.`}</p>
      ) : (
        <ol className={styles.log} aria-label={t`Scan log`} reversed>
          {log.map((entry) => (
            <li key={entry.id} className={styles.entry} data-tone={entry.tone}>
              <code className={styles.code}>{entry.code}</code>
              <span className={styles.message}>
                {entry.message}
                {entry.undone && (
                  <span className="muted">
                    {" "}
                    {t`Undone:`} {entry.undone}
                  </span>
                )}
                {entry.undoError && (
                  <span className="error">
                    {" "}
                    {t`Undo failed:`} {entry.undoError}
                  </span>
                )}
              </span>
              {entry.undo && !entry.undone && (
                <button type="button" onClick={() => onUndo(entry)} aria-label={t`Undo: ${entry.message}`}>
                  {t`Undo`}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
