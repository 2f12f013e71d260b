import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { StepForm, type StepProps } from "./step-form";

const today = () => new Date().toLocaleDateString("sv"); // YYYY-MM-DD in the local time zone

/** The same maintenance entry, done on a date, logged on every selected entity. */
export function MaintenanceForm({ onNext, onCancel }: StepProps) {
  const { t } = useLingui();
  const id = useId();
  const [name, setName] = useState("");
  const [completedDate, setCompletedDate] = useState(today);
  const [cost, setCost] = useState("");
  const [description, setDescription] = useState("");
  return (
    <StepForm
      ready={name.trim() !== ""}
      onSubmit={() =>
        onNext({ kind: "maintenance", entry: { name: name.trim(), completedDate, cost: cost || null, description } })
      }
      onCancel={onCancel}
    >
      <label htmlFor={`${id}-name`}>{t`What was done`}</label>
      <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} required />
      <label htmlFor={`${id}-date`}>{t`Done on`}</label>
      <input id={`${id}-date`} type="date" value={completedDate} onChange={(e) => setCompletedDate(e.target.value)} />
      <label htmlFor={`${id}-cost`}>{t`Cost`}</label>
      <input id={`${id}-cost`} inputMode="decimal" value={cost} onChange={(e) => setCost(e.target.value)} />
      <label htmlFor={`${id}-notes`}>{t`Notes`}</label>
      <textarea id={`${id}-notes`} value={description} onChange={(e) => setDescription(e.target.value)} />
    </StepForm>
  );
}
