import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent, type ReactNode } from "react";
import { ApiError } from "../../api/api-error";
import { REPEAT_UNITS, type MaintenanceEntry, type RepeatUnit } from "../../../contract/maintenance";
import { ErrorText } from "../../components/ui/error-text";
import { ModalDialog } from "../../components/ui/modal-dialog";
import styles from "./entry-dialog.module.css";
import { useSaveEntry } from "./maintenance-mutations";

interface Props {
  entityId: string;
  /** The entry to edit; absent to log a new one. */
  entry?: MaintenanceEntry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const today = () => new Date().toLocaleDateString("sv"); // YYYY-MM-DD in the local time zone

/** Log or edit one maintenance entry: name, scheduled or done, dates, repeat, cost, notes. The service checks every value. */
export function EntryDialog({ entityId, entry, open, onOpenChange }: Props) {
  const { t } = useLingui();
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={entry ? t`Edit maintenance` : t`Log maintenance`}>
      {open && <EntryForm entityId={entityId} entry={entry} onDone={() => onOpenChange(false)} />}
    </ModalDialog>
  );
}

type State = "scheduled" | "done";

function EntryForm({ entityId, entry, onDone }: { entityId: string; entry?: MaintenanceEntry; onDone: () => void }) {
  const { t } = useLingui();
  // Scheduled unless the entry is done: a new entry claims no work until the user says it was done.
  const [state, setState] = useState<State>(entry?.completedDate ? "done" : "scheduled");
  const [values, setValues] = useState({
    name: entry?.name ?? "",
    description: entry?.description ?? "",
    scheduledDate: entry?.scheduledDate ?? "",
    completedDate: entry?.completedDate || today(),
    cost: entry?.cost ? String(entry.cost) : "",
    repeatEvery: String(entry?.repeatEvery || 1),
  });
  const [repeatUnit, setRepeatUnit] = useState<RepeatUnit | "">(entry?.repeatUnit ?? "");
  const save = useSaveEntry();
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues({ ...values, [key]: e.target.value });
  const repeats: Record<RepeatUnit, string> = {
    days: t`Daily`,
    weeks: t`Weekly`,
    months: t`Monthly`,
    years: t`Yearly`,
  };
  const interval: Record<RepeatUnit, string> = {
    days: t`Every how many days`,
    weeks: t`Every how many weeks`,
    months: t`Every how many months`,
    years: t`Every how many years`,
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      ...values,
      // A scheduled entry has no completed date; a done one keeps the date it was scheduled for.
      completedDate: state === "done" ? values.completedDate : "",
      cost: values.cost === "" ? 0 : Number(values.cost),
      repeatEvery: repeatUnit === "" ? 0 : Number(values.repeatEvery),
      repeatUnit,
    };
    save.mutate({ entityId, id: entry?.id, body }, { onSuccess: onDone });
  }
  const field = (key: keyof typeof values, label: string, control: ReactNode) => (
    <label className="field">
      <span>{label}</span>
      {control}
      {fields[key] && <small className="error">{t`${label} ${fields[key]}`}</small>}
    </label>
  );
  const input = (key: keyof typeof values, label: string, type = "text") =>
    field(key, label, <input type={type} value={values[key]} onChange={set(key)} aria-invalid={!!fields[key]} />);

  return (
    <form onSubmit={submit} noValidate>
      {input("name", t`What was done`)}
      <fieldset className={styles.choice}>
        <legend>{t`Status`}</legend>
        {(["scheduled", "done"] as const).map((s) => (
          <label key={s} className={styles.option}>
            <input type="radio" name="state" checked={state === s} onChange={() => setState(s)} />
            <span>{s === "scheduled" ? t`Scheduled, still to do` : t`Done`}</span>
          </label>
        ))}
      </fieldset>
      {state === "scheduled"
        ? input("scheduledDate", t`Scheduled for`, "date")
        : input("completedDate", t`Completed on`, "date")}
      <div className={styles.repeat}>
        <label className="field">
          <span>{t`Repeats`}</span>
          <select value={repeatUnit} onChange={(e) => setRepeatUnit(e.target.value as RepeatUnit | "")}>
            <option value="">{t`Does not repeat`}</option>
            {REPEAT_UNITS.map((u) => (
              <option key={u} value={u}>
                {repeats[u]}
              </option>
            ))}
          </select>
        </label>
        {repeatUnit !== "" && input("repeatEvery", interval[repeatUnit], "number")}
      </div>
      {repeatUnit !== "" && <p className="muted">{t`Completing it schedules the next one.`}</p>}
      {fields.repeatUnit && <small className="error">{t`Repeats ${fields.repeatUnit}`}</small>}
      {input("cost", t`Cost`, "number")}
      <label className="field">
        <span>{t`Notes`}</span>
        <textarea value={values.description} onChange={set("description")} rows={3} />
      </label>
      {save.error && !(save.error instanceof ApiError && save.error.status === 422) && <ErrorText error={save.error} />}
      <div className="dialog-actions">
        <button type="submit" data-variant="primary" disabled={save.isPending}>{t`Save`}</button>
      </div>
    </form>
  );
}
