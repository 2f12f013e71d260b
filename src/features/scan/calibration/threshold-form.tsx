import { t } from "@lingui/core/macro";
import { useId, type FormEvent } from "react";
import { TERMINATORS, type WedgeThresholds } from "../wedge/wedge-detector";
import styles from "./calibration.module.css";

type Errors = Partial<Record<keyof WedgeThresholds, string>>;

const numbers = (): {
  key: Exclude<keyof WedgeThresholds, "terminators" | "silenceEnds">;
  label: string;
  unit: string;
}[] => [
  { key: "minLength", label: t`Shortest code`, unit: t`characters` },
  { key: "maxMeanGapMs", label: t`Mean gap at most`, unit: "ms" },
  { key: "maxGapMs", label: t`Largest gap at most`, unit: "ms" },
  { key: "silenceMs", label: t`A scan without Enter or Tab ends after`, unit: t`ms of quiet` },
];

interface Props {
  draft: WedgeThresholds;
  errors: Errors;
  onChange: (t: WedgeThresholds) => void;
  onSave: () => void;
}

/** The wedge thresholds as a form: numbers with their units, and the terminator keys. */
export function ThresholdForm({ draft, errors, onChange, onSave }: Props) {
  const id = useId();
  function submit(e: FormEvent) {
    e.preventDefault();
    onSave();
  }
  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-label={t`Scanner thresholds`}>
      {numbers().map(({ key, label, unit }) => (
        <div key={key} className="field">
          <label htmlFor={`${id}-${key}`}>
            {label} <span className="muted">({unit})</span>
          </label>
          <input
            id={`${id}-${key}`}
            type="number"
            inputMode="numeric"
            value={Number.isNaN(draft[key]) ? "" : draft[key]}
            onChange={(e) => onChange({ ...draft, [key]: e.target.value === "" ? NaN : Number(e.target.value) })}
            aria-invalid={!!errors[key]}
            aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
          />
          {errors[key] && (
            <small id={`${id}-${key}-error`} className="error">
              {label} {errors[key]}
            </small>
          )}
        </div>
      ))}
      <fieldset className={styles.terminators}>
        <legend>{t`A scan ends with`}</legend>
        {TERMINATORS.map((name) => (
          <label key={name}>
            <input
              type="checkbox"
              checked={draft.terminators.includes(name)}
              onChange={(e) =>
                onChange({
                  ...draft,
                  terminators: e.target.checked
                    ? [...draft.terminators, name]
                    : draft.terminators.filter((t) => t !== name),
                })
              }
            />
            {name}
          </label>
        ))}
        <label>
          <input
            type="checkbox"
            checked={draft.silenceEnds}
            onChange={(e) => onChange({ ...draft, silenceEnds: e.target.checked })}
          />
          {t`A pause (for a scanner that sends neither)`}
        </label>
      </fieldset>
      <div className="dialog-actions">
        <button type="submit" data-variant="primary">
          {t`Save`}
        </button>
      </div>
    </form>
  );
}
