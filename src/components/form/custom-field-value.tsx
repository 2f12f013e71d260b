import { t } from "@lingui/core/macro";
import { useId, useState } from "react";
import { useFormContext } from "react-hook-form";
import { describedBy } from "../ui/field-notes";
import { codeFieldProps } from "./code-field";
import { FieldFrame, toNumber } from "./fields";
import { useFieldError } from "./field-error";
import type { CustomFieldForm, EntityFormValues } from "./form-schema";
import { switchTimeOfDay, timeInputKind } from "./time-value";
import styles from "./form.module.css";

interface Props {
  index: number;
  type: CustomFieldForm["type"];
  /** A text field named Barcode: a scan into it fills it. */
  holdsCode?: boolean;
}

/** The value control of a custom field row, by type: text, number, yes/no, or a date (with time). */
export function CustomFieldValue({ index, type, holdsCode = false }: Props) {
  const { register, getValues, setValue } = useFormContext<EntityFormValues>();
  const id = useId();
  const textPath = `fields.${index}.textValue` as const;
  const numberPath = `fields.${index}.numberValue` as const;
  const path = type === "number" ? numberPath : textPath;
  const error = useFieldError(path);
  // Decided once per mount, since switching the input's kind while someone types would drop the focus.
  const [kind] = useState(() => timeInputKind(getValues(textPath)));
  const [withTime, setWithTime] = useState(kind === "datetime-local");
  const aria = describedBy(id, undefined, error);

  if (type === "boolean") {
    return (
      <FieldFrame id={id} label={t`Yes`} inline>
        <input id={id} type="checkbox" className={styles.checkbox} {...register(`fields.${index}.booleanValue`)} />
      </FieldFrame>
    );
  }
  if (type === "number") {
    return (
      <FieldFrame id={id} label={t`Value`} error={error}>
        <input
          id={id}
          type="number"
          step="any"
          className={styles.input}
          {...aria}
          {...register(numberPath, { setValueAs: (v: unknown) => toNumber(v) })}
        />
      </FieldFrame>
    );
  }
  if (type === "time") {
    const inputType = kind === "text" ? "text" : withTime ? "datetime-local" : "date";
    return (
      <div className={styles.timeValue}>
        <FieldFrame id={id} label={t`Value`} error={error}>
          <input
            key={inputType}
            id={id}
            type={inputType}
            step={1}
            className={styles.input}
            {...aria}
            {...register(textPath)}
          />
        </FieldFrame>
        {kind !== "text" && (
          <label className={styles.inline}>
            <input
              type="checkbox"
              checked={withTime}
              onChange={(e) => {
                setWithTime(e.target.checked);
                setValue(textPath, switchTimeOfDay(getValues(textPath), e.target.checked), { shouldDirty: true });
              }}
            />
            {t`With time of day`}
          </label>
        )}
      </div>
    );
  }
  return (
    <FieldFrame id={id} label={t`Value`} error={error}>
      <input
        id={id}
        type="text"
        className={styles.input}
        {...(holdsCode ? codeFieldProps : {})}
        {...aria}
        {...register(textPath)}
      />
    </FieldFrame>
  );
}
