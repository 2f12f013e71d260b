import { useId, type ReactNode } from "react";
import { useFormContext, type FieldPath } from "react-hook-form";
import { describedBy, FieldNotes } from "../ui/field-notes";
import { codeFieldProps } from "./code-field";
import { errorSentence, useFieldError } from "./field-error";
import type { EntityFormValues } from "./form-schema";
import { LABELS } from "./field-labels";
import styles from "./form.module.css";

type Name = FieldPath<EntityFormValues>;
type TopKey = keyof EntityFormValues;

/** The fields that hold a code a scanner can type: a scan into them fills them. */
const CODE_KEYS: ReadonlySet<TopKey> = new Set(["serialNumber", "assetId"]);

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
  inline?: boolean;
}

/** Label above (or beside, for a checkbox) the control; hint and error below, tied by aria-describedby. */
export function FieldFrame({ id, label, hint, error, children, inline }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      {inline ? (
        <div className={styles.inline}>
          {children}
          <label htmlFor={id}>{label}</label>
        </div>
      ) : (
        <>
          <label htmlFor={id} className={styles.label}>
            {label}
          </label>
          {children}
        </>
      )}
      <FieldNotes
        id={id}
        hint={hint}
        error={error && errorSentence(label, error)}
        classNames={{ hint: styles.hint, error: styles.error }}
      />
    </div>
  );
}

interface InputProps {
  name: TopKey;
  label?: string;
  hint?: string;
  placeholder?: string;
}

/** What every field of the kit needs: its id, its error, and the control's ARIA ties. */
function useField(name: TopKey, hint: string | undefined) {
  const { register } = useFormContext<EntityFormValues>();
  const id = useId();
  const error = useFieldError(name);
  return { id, error, register, aria: describedBy(id, hint, error) };
}

/** A text box: one line (`type` text or date), or several (`multiline`: a textarea). */
export function TextField({
  name,
  label = LABELS[name],
  hint,
  placeholder,
  type = "text",
  multiline = false,
}: InputProps & { type?: "text" | "date"; multiline?: boolean }) {
  const { id, error, register, aria } = useField(name, hint);
  const code = CODE_KEYS.has(name) ? codeFieldProps : {};
  const control = { id, className: styles.input, placeholder, ...code, ...aria, ...register(name as Name) };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {multiline ? <textarea rows={3} {...control} /> : <input type={type} {...control} />}
    </FieldFrame>
  );
}

export const DateField = (props: InputProps) => <TextField {...props} type="date" />;

/**
 * A number input whose value stays a number. An empty box is `emptyAs` (null for prices: "no price"),
 * or NaN, which the schema reports as "must be a number".
 */
export function NumberField({ name, label = LABELS[name], hint, emptyAs }: InputProps & { emptyAs?: null }) {
  const { id, error, register, aria } = useField(name, hint);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        className={styles.input}
        {...aria}
        {...register(name as Name, { setValueAs: (v: unknown) => toNumber(v, emptyAs) })}
      />
    </FieldFrame>
  );
}

export function toNumber(v: unknown, emptyAs: number | null = Number.NaN): number | null {
  if (typeof v === "number") return v;
  if (typeof v !== "string" || v.trim() === "") return emptyAs;
  return Number(v);
}

export function CheckboxField({ name, label = LABELS[name], hint }: InputProps) {
  const { id, error, register, aria } = useField(name, hint);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} inline>
      <input id={id} type="checkbox" className={styles.checkbox} {...aria} {...register(name as Name)} />
    </FieldFrame>
  );
}
