import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { ApiError } from "../../api/api-error";
import type { MaintenanceEntry } from "../../../contract/maintenance";
import { ErrorText } from "../../components/ui/error-text";
import { ModalDialog } from "../../components/ui/modal-dialog";
import { useSaveEntry } from "./maintenance-mutations";

interface Props {
  entityId: string;
  /** The entry to edit; absent to log a new one. */
  entry?: MaintenanceEntry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const today = () => new Date().toLocaleDateString("sv"); // YYYY-MM-DD in the local time zone

/** Log or edit one maintenance entry: name, dates, cost, notes. The service checks every value. */
export function EntryDialog({ entityId, entry, open, onOpenChange }: Props) {
  const { t } = useLingui();
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={entry ? t`Edit maintenance` : t`Log maintenance`}>
      {open && <EntryForm entityId={entityId} entry={entry} onDone={() => onOpenChange(false)} />}
    </ModalDialog>
  );
}

function EntryForm({ entityId, entry, onDone }: { entityId: string; entry?: MaintenanceEntry; onDone: () => void }) {
  const [values, setValues] = useState({
    name: entry?.name ?? "",
    description: entry?.description ?? "",
    scheduledDate: entry?.scheduledDate ?? "",
    completedDate: entry?.completedDate ?? (entry ? "" : today()),
    cost: entry?.cost ? String(entry.cost) : "",
  });
  const { t } = useLingui();
  const save = useSaveEntry();
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues({ ...values, [key]: e.target.value });

  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate(
      { entityId, id: entry?.id, body: { ...values, cost: values.cost === "" ? 0 : Number(values.cost) } },
      { onSuccess: onDone },
    );
  }
  const input = (key: keyof typeof values, label: string, type = "text") => (
    <label className="field">
      <span>{label}</span>
      <input type={type} value={values[key]} onChange={set(key)} aria-invalid={!!fields[key]} />
      {fields[key] && <small className="error">{t`${label} ${fields[key]}`}</small>}
    </label>
  );

  return (
    <form onSubmit={submit} noValidate>
      {input("name", t`What was done`)}
      {input("scheduledDate", t`Scheduled for`, "date")}
      {input("completedDate", t`Completed on`, "date")}
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
