import { t } from "@lingui/core/macro";
import type { Counts } from "./overlay";
import styles from "./stocktake.module.css";

/** The five numbers, large enough to read at arm's length; each is a labelled value for screen readers too. */
export function CountsBoard({ counts }: { counts: Counts }) {
  const tiles: { label: string; value: number; tone?: string }[] = [
    { label: t`Expected`, value: counts.expected },
    { label: t`Found`, value: counts.found, tone: "found" },
    { label: t`Missing`, value: counts.missing, tone: "missing" },
    { label: t`Unexpected`, value: counts.unexpected, tone: "unexpected" },
    { label: t`Unknown`, value: counts.unknown, tone: "unknown" },
  ];
  return (
    <dl className={styles.counts} aria-label={t`Counts`}>
      {tiles.map((tile) => (
        <div key={tile.label} className={styles.tile} data-tone={tile.tone}>
          <dt>{tile.label}</dt>
          <dd aria-label={`${tile.label}: ${tile.value}`}>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
