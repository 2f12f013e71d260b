import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { TYPE_LABELS } from "../../components/form/field-labels";
import { StepForm, type StepProps } from "./step-form";
import styles from "./bulk.module.css";
import {
  fieldLabel,
  SETTABLE_FIELDS,
  toBulkPatch,
  type CustomFieldValue,
  type FieldValue,
  type SettableField,
} from "./bulk-fields";

const CUSTOM = "custom";
const initial = (field: SettableField): FieldValue => (SETTABLE_FIELDS[field] === "boolean" ? false : "");

/** "Set fields": the user adds the fields to change, one by one; the others stay as they are on each entity. */
export function FieldsForm({ onNext, onCancel }: StepProps) {
  const { t } = useLingui();
  const addId = useId();
  const [values, setValues] = useState<Partial<Record<SettableField, FieldValue>>>({});
  const [custom, setCustom] = useState<CustomFieldValue | null>(null);
  const chosen = Object.keys(values) as SettableField[];
  const offered = (Object.keys(SETTABLE_FIELDS) as SettableField[]).filter((f) => !(f in values));

  const add = (choice: string) => {
    if (choice === CUSTOM) setCustom({ name: "", type: "text", value: "" });
    else if (choice) setValues({ ...values, [choice]: initial(choice as SettableField) });
  };
  const customs = custom && custom.name.trim() ? [custom] : [];
  const names = [...chosen.map(fieldLabel), ...customs.map((c) => c.name.trim())];

  return (
    <StepForm
      ready={names.length > 0}
      onSubmit={() => onNext({ kind: "fields", patch: toBulkPatch(values, customs), chosen: names })}
      onCancel={onCancel}
    >
      <label htmlFor={addId}>{t`Field to set`}</label>
      <select id={addId} value="" onChange={(e) => add(e.target.value)}>
        <option value="">{t`Choose a field`}</option>
        {offered.map((field) => (
          <option key={field} value={field}>
            {fieldLabel(field)}
          </option>
        ))}
        {!custom && <option value={CUSTOM}>{t`A custom field by name`}</option>}
      </select>
      <div className={styles.fieldRows}>
        {chosen.map((field) => (
          <FieldRow
            key={field}
            label={fieldLabel(field)}
            kind={SETTABLE_FIELDS[field]}
            value={values[field]!}
            onChange={(value) => setValues({ ...values, [field]: value })}
            onRemove={() => setValues(Object.fromEntries(Object.entries(values).filter(([k]) => k !== field)))}
          />
        ))}
        {custom && <CustomRow value={custom} onChange={setCustom} />}
      </div>
    </StepForm>
  );
}

interface RowProps {
  label: string;
  kind: "text" | "number" | "date" | "boolean" | "time";
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  onRemove?: () => void;
}

function FieldRow({ label, kind, value, onChange, onRemove }: RowProps) {
  const { t } = useLingui();
  const id = useId();
  const input =
    kind === "boolean" ? (
      <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
    ) : (
      <input
        id={id}
        type={kind === "time" ? "date" : kind}
        step={kind === "number" ? "any" : undefined}
        value={String(value)}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return (
    <div className={styles.fieldRow}>
      <label htmlFor={id}>{label}</label>
      {input}
      {onRemove && (
        <button type="button" onClick={onRemove} aria-label={t`Do not set ${label}`}>
          {t`Remove`}
        </button>
      )}
    </div>
  );
}

function CustomRow({ value, onChange }: { value: CustomFieldValue; onChange: (v: CustomFieldValue | null) => void }) {
  const { t } = useLingui();
  const nameId = useId();
  const typeId = useId();
  return (
    <fieldset className={styles.custom}>
      <legend>{t`Custom field`}</legend>
      <label htmlFor={nameId}>{t`Field name`}</label>
      <input id={nameId} value={value.name} onChange={(e) => onChange({ ...value, name: e.target.value })} />
      <label htmlFor={typeId}>{t`Field type`}</label>
      <select
        id={typeId}
        value={value.type}
        onChange={(e) => {
          const type = e.target.value as CustomFieldValue["type"];
          onChange({ ...value, type, value: type === "boolean" ? false : "" });
        }}
      >
        {(Object.keys(TYPE_LABELS) as CustomFieldValue["type"][]).map((type) => (
          <option key={type} value={type}>
            {TYPE_LABELS[type]}
          </option>
        ))}
      </select>
      <FieldRow
        label={t`Value`}
        kind={value.type}
        value={value.value}
        onChange={(v) => onChange({ ...value, value: v })}
      />
      <button type="button" onClick={() => onChange(null)}>{t`Do not set a custom field`}</button>
    </fieldset>
  );
}
