import { Trans } from "@lingui/react/macro";
import { useId, useState, type ReactNode } from "react";
import styles from "./home.module.css";

export interface ChartRow {
  label: string;
  value: string;
}

interface Props {
  title: string;
  /** What the chart shows in words, read by screen readers in place of the canvas. */
  summary: string;
  /** The same figures as the chart, for the table view. */
  columns: [string, string];
  rows: ChartRow[];
  empty: string;
  children: ReactNode;
}

/**
 * A chart with its text alternative: "Show as table" swaps the canvas for a table of the same figures
 * (the canvas itself is one image with a summary as its name).
 */
export function ChartCard({ title, summary, columns, rows, empty, children }: Props) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId}>{title}</h2>
        {rows.length > 0 && (
          <button type="button" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            <Trans>Show as table</Trans>
          </button>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : asTable ? (
        <table className={styles.figures}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                <th scope="row">{r.label}</th>
                <td>{r.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <div className={styles.chart} role="img" aria-label={summary}>
          {children}
        </div>
      )}
    </section>
  );
}
