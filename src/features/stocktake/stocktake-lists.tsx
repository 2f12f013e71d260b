import { t } from "@lingui/core/macro";
import type { ReactNode } from "react";
import type { StocktakeOut } from "../../../contract/stocktake";
import type { PendingRow } from "./overlay";
import styles from "./stocktake.module.css";
import { SHOWN } from "./use-stocktake-scans";

interface Props {
  view: StocktakeOut;
  /** Missing as the screen counts it: the queued scans' finds taken off. */
  missingCount: number;
  /** Fetches more of each list: the service sends the first entries of each (`limit`). */
  onShowMore: () => void;
  pending: readonly PendingRow[];
  /** Entities that queued scans found, so they leave "missing" before the service answers. */
  pendingFound: ReadonlySet<string>;
  /** Ticks an entity of the missing list by hand; absent for viewers and closed stock-takes. */
  onTick?: (entity: { entityId: string; name: string }) => void;
  unknownActions?: (code: string) => ReactNode;
}

const nameOf = (e: { name: string; assetId: string | null }) => (e.assetId ? `${e.name} (${e.assetId})` : e.name);

interface ListProps<T> {
  title: string;
  items: readonly T[];
  /** How many entries the list has, of which `items` are the first. */
  total: number;
  render: (item: T) => ReactNode;
  onShowMore?: () => void;
}

/** Long lists show their first entries: at 10,000 expected the page stays quick, the count tells the rest. */
function List<T>({ title, items, total, render, onShowMore }: ListProps<T>) {
  const more = total - items.length;
  return (
    <section>
      <h2>{`${title} (${total})`}</h2>
      <ul aria-label={title}>{items.map(render)}</ul>
      {more > 0 && (
        <p className="muted">
          {t`and ${more} more`}{" "}
          {onShowMore && (
            <button type="button" onClick={onShowMore}>
              {t`Show more`}
            </button>
          )}
        </p>
      )}
    </section>
  );
}

/** The stock-take's lists: not yet sent, missing (tick by hand), found, unexpected, unknown. */
export function StocktakeLists(props: Props) {
  const { view, pending, pendingFound, onTick, unknownActions, onShowMore } = props;
  const missing = view.missing.filter((e) => !pendingFound.has(e.entityId));
  return (
    <div className={styles.lists}>
      {pending.length > 0 && (
        <List
          title={t`Not yet sent`}
          items={pending.slice(0, SHOWN)}
          total={pending.length}
          render={(p) => <li key={p.scanId}>{p.label}</li>}
        />
      )}
      <List
        title={t`Missing`}
        items={missing}
        total={props.missingCount}
        onShowMore={onShowMore}
        render={(e) => (
          <li key={e.entityId}>
            {nameOf(e)}
            {e.now === "moved" && e.nowAt && <span className="muted">{t`now in ${e.nowAt.name}`}</span>}
            {e.now === "deleted" && <span className="muted">{t`deleted meanwhile`}</span>}
            {onTick && (
              <button type="button" onClick={() => onTick(e)}>
                {t`Tick ${e.name} as found`}
              </button>
            )}
          </li>
        )}
      />
      <List
        title={t`Found`}
        items={view.found}
        total={view.counts.found}
        onShowMore={onShowMore}
        render={(e) => (
          <li key={e.entityId}>
            {nameOf(e)}
            {(e.counted || e.count > 1) && <span>{t`counted ${e.count}`}</span>}
            {!e.expected && <span className="muted">{t`put here since`}</span>}
          </li>
        )}
      />
      <List
        title={t`Unexpected`}
        items={view.unexpected}
        total={view.counts.unexpected}
        onShowMore={onShowMore}
        render={(e) => (
          <li key={e.entityId}>
            {nameOf(e)}
            <span className="muted">
              {e.now === "moved"
                ? t`moved here`
                : e.keep && e.recordedAt
                  ? t`stays in ${e.recordedAt.name}`
                  : e.recordedAt
                    ? t`belongs in ${e.recordedAt.name}`
                    : t`recorded nowhere`}
            </span>
          </li>
        )}
      />
      <List
        title={t`Unknown`}
        items={view.unknown}
        total={view.counts.unknown}
        onShowMore={onShowMore}
        render={(u) => (
          <li key={u.code}>
            <code>{u.code}</code>
            {unknownActions?.(u.code)}
          </li>
        )}
      />
    </div>
  );
}
