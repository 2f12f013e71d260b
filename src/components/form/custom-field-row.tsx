import { t } from "@lingui/core/macro";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { FIELD_TYPES } from "../../../contract/entity";
import { isBarcodeFieldName } from "./code-field";
import { CustomFieldValue } from "./custom-field-value";
import { describedBy } from "../ui/field-notes";
import { FieldFrame } from "./fields";
import { useFieldError } from "./field-error";
import type { EntityFormValues } from "./form-schema";
import { TYPE_LABELS } from "./field-labels";
import styles from "./form.module.css";

interface Props {
  rowKey: string;
  index: number;
  count: number;
  onMove(to: number, button: "up" | "down"): void;
  onRemove(): void;
}

/** One custom field: a group named "Field N" with its name, type, value and row actions. */
export function CustomFieldRow({ rowKey, index, count, onMove, onRemove }: Props) {
  const { register, control } = useFormContext<EntityFormValues>();
  const id = useId();
  const type = useWatch({ control, name: `fields.${index}.type` });
  const name = useWatch({ control, name: `fields.${index}.name` });
  const nameError = useFieldError(`fields.${index}.name`);
  const which = name.trim() || `field ${index + 1}`;
  const first = index === 0;
  const last = index === count - 1;
  const moveButton = (button: "up" | "down", to: number, atEnd: boolean, text: string, label: string) => (
    <button
      id={`cf-${rowKey}-${button}`}
      type="button"
      className={styles.secondaryButton}
      aria-disabled={atEnd}
      aria-label={label}
      onClick={() => !atEnd && onMove(to, button)}
    >
      {text}
    </button>
  );

  return (
    <li>
      <fieldset className={styles.customField}>
        <legend className={styles.label}>{t`Field ${index + 1}`}</legend>
        <FieldFrame id={`cf-${rowKey}-name`} label={t`Name`} error={nameError}>
          <input
            id={`cf-${rowKey}-name`}
            className={styles.input}
            {...describedBy(`cf-${rowKey}-name`, undefined, nameError)}
            {...register(`fields.${index}.name`)}
          />
        </FieldFrame>
        <FieldFrame id={`${id}-type`} label={t`Type`}>
          <select id={`${id}-type`} className={styles.input} {...register(`fields.${index}.type`)}>
            {FIELD_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </FieldFrame>
        <CustomFieldValue key={type} index={index} type={type} holdsCode={isBarcodeFieldName(name)} />
        <div className={styles.rowActions}>
          {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus at the ends */}
          {moveButton("up", index - 1, first, t`Move up`, t`Move up: ${which}`)}
          {moveButton("down", index + 1, last, t`Move down`, t`Move down: ${which}`)}
          <button type="button" className={styles.dangerButton} aria-label={t`Remove: ${which}`} onClick={onRemove}>
            {t`Remove`}
          </button>
        </div>
      </fieldset>
    </li>
  );
}
