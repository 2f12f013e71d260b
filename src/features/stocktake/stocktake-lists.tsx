import { t } from "@lingui/core/macro";
import type { ReactNode } from "react";
import type { StocktakeOut } from "../../../contract/stocktake";
import type { PendingRow } from "./overlay";
import styles from "./stocktake.module.css";

/** Long lists show their first entries: at 10,000 expected the page stays quick, the count tells the rest. */
const SHOWN = 100;

interface Props {
  view: StocktakeOut;
  pending: readonly PendingRow[];
  /** Entities that queued scans found, so they leave "missing" before the service answers. */
  pendingFound: ReadonlySet<string>;
  /** Ticks an entity of the missing list by hand; absent for viewers and closed stock-takes. */
  onTick?: (entity: { entityId: string; name: string }) => void;
  unknownActions?: (code: string) => ReactNode;
}

const nameOf = (e: { name: string; assetId: string | null }) => (e.assetId ? `${e.name} (${e.assetId})` : e.name);

function List<T>({ title, items, render }: { title: string; items: readonly T[]; render: (item: T) => ReactNode }) {
  return (
    <section>
      <h2>{`${title} (${items.length})`}</h2>
      <ul aria-label={title}>{items.slice(0, SHOWN).map(render)}</ul>
      {items.length > SHOWN && <p className="muted">{t`and ${items.length - SHOWN} more`}</p>}
    </section>
  );
}

/** The stock-take's lists: not yet sent, missing (tick by hand), found, unexpected, unknown. */
export function StocktakeLists({ view, pending, pendingFound, onTick, unknownActions }: Props) {
  const missing = view.missing.filter((e) => !pendingFound.has(e.entityId));
  return (
    <div className={styles.lists}>
      {pending.length > 0 && (
        <List title={t`Not yet sent`} items={pending} render={(p) => <li key={p.scanId}>{p.label}</li>} />
      )}
      <List
        title={t`Missing`}
        items={missing}
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
        render={(e) => (
          <li key={e.entityId}>
            {nameOf(e)}
            <span className="muted">
              {e.now === "moved"
                ? t`moved here`
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
