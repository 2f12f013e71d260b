import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { ChangeOut, RestorableField } from "../../../contract/history";
import { formatDate } from "../../components/format/date";
import { actionWords, actorWords, shownChanges, type Names, type Shown, type ShownChange } from "./change-words";
import { EntityRef } from "./entity-ref";
import styles from "./history.module.css";

interface Props {
  change: ChangeOut;
  names: Names;
  /** Null for a viewer: no restore buttons. */
  restore: ((fields?: RestorableField[]) => void) | null;
  busy: boolean;
}

/** A create has no earlier state; a check-out or return changes no field a restore writes back. */
const NOT_RESTORED = new Set<ChangeOut["action"]>(["create", "checkout", "return"]);

/** One change: what happened, who and when, each field from → to, and its restore buttons. */
export function ChangeEntry({ change, names, restore, busy }: Props) {
  // A create lists every field from nothing and a delete every field to nothing: the action says it all.
  const whole = change.action !== "create" && change.action !== "delete";
  const fields = whole ? shownChanges(change, names) : [];
  const who = actorWords(change.actor);
  return (
    <li className={styles.change}>
      <p className={styles.summary}>
        <strong>
          <ActionLine change={change} />
        </strong>{" "}
        <span className="muted">
          <Trans>
            by {who}, <time dateTime={change.at}>{formatDate(change.at)}</time>
          </Trans>
        </span>
      </p>
      {fields.length > 0 && (
        <ul className={styles.fields}>
          {fields.map((f) => (
            <li key={f.field}>
              <FieldLine shown={f} />
              {restore && f.restorable && (
                <button
                  type="button"
                  className={styles.small}
                  disabled={busy}
                  aria-label={t`Restore the old ${f.label}`}
                  onClick={() => restore([f.field as RestorableField])}
                >{t`Restore`}</button>
              )}
            </li>
          ))}
        </ul>
      )}
      {restore && !NOT_RESTORED.has(change.action) && (
        <button type="button" disabled={busy} onClick={() => restore()}>
          {t`Restore everything as before this change`}
        </button>
      )}
    </li>
  );
}

/** "Moved from A to B" names both places; other actions are one word. */
function ActionLine({ change }: { change: ChangeOut }) {
  const place =
    change.changes.find((c) => c.field === "parentId") ?? change.changes.find((c) => c.field === "locationId");
  if (change.action !== "move" || !place) return <>{actionWords(change.action)}</>;
  const from = <Place id={place.from} />;
  const to = <Place id={place.to} />;
  return (
    <Trans>
      Moved from {from} to {to}
    </Trans>
  );
}

function Place({ id }: { id: unknown }) {
  return typeof id === "string" ? <EntityRef id={id} /> : <>{t`the top level`}</>;
}

function Value({ shown }: { shown: Shown }) {
  return shown.kind === "entity" ? <EntityRef id={shown.id} /> : <>{shown.text}</>;
}

function FieldLine({ shown }: { shown: ShownChange }) {
  const { change, label } = shown;
  if (change.kind === "pair") {
    const from = <Value shown={change.from} />;
    const to = <Value shown={change.to} />;
    return (
      <span>
        <Trans>
          {label}: {from} → {to}
        </Trans>
      </span>
    );
  }
  const added = change.added.join(", ");
  const removed = change.removed.join(", ");
  const parts = [change.added.length > 0 && t`added ${added}`, change.removed.length > 0 && t`removed ${removed}`];
  const what = parts.filter(Boolean).join("; ");
  return <span>{t`${label}: ${what}`}</span>;
}
