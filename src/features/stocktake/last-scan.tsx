import { t } from "@lingui/core/macro";
import { useId, useState, type FormEvent } from "react";
import type { LastScan } from "./use-stocktake-scans";
import { useChoiceKeys } from "./use-choice-keys";
import styles from "./stocktake.module.css";

export interface LastScanActions {
  moveHere(entity: { entityId: string; name: string }): void;
  /** "It belongs there": the finish leaves it where it is recorded. */
  keepThere(entity: { entityId: string; name: string }): void;
  create(code: string): void;
  attach(code: string): void;
  setCount(entity: { entityId: string; name: string }, count: number): void;
}

type Shown = { outcome: string; text: string; entity?: { entityId: string; name: string }; place?: string };

function shown(last: LastScan): Shown {
  if (!last.answered) {
    const p = last.predicted;
    if (p.outcome === "found") return { outcome: "found", text: t`Found: ${p.name} (not yet sent)` };
    if (p.outcome === "unexpected") return { outcome: "unexpected", text: t`Unexpected: ${p.name} (not yet sent)` };
    if (p.outcome === "unknown") return { outcome: "unknown", text: t`Unknown code: ${p.code} (not yet sent)` };
    return { outcome: "pending", text: t`Scanned ${last.code} (not yet sent)` };
  }
  const r = last.result;
  const outcome = r.outcome === "duplicate" ? r.first : r.outcome;
  const entity = r.entity ? { entityId: r.entity.entityId, name: r.entity.name } : undefined;
  const name = entity?.name ?? last.code;
  if (outcome === "found")
    return {
      outcome,
      entity,
      text: r.count && r.count > 1 ? t`Found: ${name}, ${r.count} counted` : t`Found: ${name}`,
    };
  if (outcome === "unexpected") {
    const place = r.recordedAt?.name;
    return {
      outcome,
      entity,
      place,
      text: place ? t`Unexpected: ${name} belongs in ${place}` : t`Unexpected: ${name}`,
    };
  }
  return { outcome, text: t`Unknown code: ${last.code}` };
}

/**
 * The newest scan in large type, with what can be done about it by one key: M moves an unexpected entity
 * here, B leaves it where it belongs, C creates an item from an unknown code, A adds the code to an item.
 */
export function LastScanPanel({ last, actions }: { last: LastScan; actions: LastScanActions | null }) {
  const s = shown(last);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const open = dismissed !== last.scanId;
  const keys: Record<string, () => void> = {};
  if (actions && open && s.outcome === "unexpected" && s.entity) {
    const entity = s.entity;
    keys.m = () => actions.moveHere(entity);
    keys.b = () => {
      setDismissed(last.scanId);
      actions.keepThere(entity);
    };
  }
  if (actions && open && s.outcome === "unknown" && last.answered) {
    keys.c = () => actions.create(last.code);
    keys.a = () => actions.attach(last.code);
  }
  useChoiceKeys(keys, `${last.scanId}:${s.outcome}`);

  return (
    <section className={styles.last} data-outcome={s.outcome} aria-label={t`Last scan`}>
      <p role="status">{s.text}</p>
      <div className={styles.row}>
        {keys.m && (
          <button type="button" data-variant="primary" onClick={keys.m} aria-keyshortcuts="M">
            {t`Move it here (M)`}
          </button>
        )}
        {keys.b && (
          <button type="button" onClick={keys.b} aria-keyshortcuts="B">
            {s.place ? t`It belongs in ${s.place} (B)` : t`It belongs there (B)`}
          </button>
        )}
        {keys.c && (
          <button type="button" data-variant="primary" onClick={keys.c} aria-keyshortcuts="C">
            {t`Create an item (C)`}
          </button>
        )}
        {keys.a && (
          <button type="button" onClick={keys.a} aria-keyshortcuts="A">
            {t`Add the code to an item (A)`}
          </button>
        )}
      </div>
      {actions && s.outcome === "found" && s.entity && (
        <CountForm key={last.scanId} onCount={(n) => actions.setCount(s.entity!, n)} />
      )}
    </section>
  );
}

/** A consumable's count typed at once instead of scanning each one. */
function CountForm({ onCount }: { onCount: (count: number) => void }) {
  const id = useId();
  const [value, setValue] = useState("");
  function submit(e: FormEvent) {
    e.preventDefault();
    const n = Number(value);
    if (value === "" || !Number.isInteger(n) || n < 0) return;
    onCount(n);
    setValue("");
  }
  return (
    <form onSubmit={submit} className="inline-form">
      <label htmlFor={id}>{t`Counted`}</label>
      <input
        id={id}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit">{t`Set count`}</button>
    </form>
  );
}
