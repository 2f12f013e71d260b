import { t } from "@lingui/core/macro";
import { useEffect, useRef, useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { CustomFieldRow } from "./custom-field-row";
import { errorSentence, useFieldError } from "./field-error";
import type { EntityFormValues } from "./form-schema";
import { newCustomField } from "./form-values";
import styles from "./form.module.css";

/**
 * Custom fields: add, remove, reorder. Rows keep the server's `fieldId`, so an edited field is updated in
 * place; after a move the focus stays on the button and a live message says where the row went.
 */
export function CustomFieldsEditor() {
  const { control, getValues } = useFormContext<EntityFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "fields" });
  const [announcement, setAnnouncement] = useState("");
  const focusAfterRender = useRef<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const rootError = useFieldError("fields.root");

  // React re-inserts a moved row's DOM, which drops its focus; put the focus back once rendered.
  useEffect(() => {
    if (!focusAfterRender.current) return;
    const target = document.getElementById(focusAfterRender.current);
    focusAfterRender.current = null;
    if (target) target.focus();
    else addButton.current?.focus();
  });

  const nameAt = (i: number) => getValues(`fields.${i}.name`) || `field ${i + 1}`;
  const moveRow = (from: number, to: number, button: "up" | "down") => {
    if (to < 0 || to >= fields.length) return;
    const key = fields[from]!.id;
    setAnnouncement(t`${nameAt(from)} moved to position ${to + 1} of ${fields.length}.`);
    move(from, to);
    focusAfterRender.current = `cf-${key}-${button}`;
  };
  const removeRow = (i: number) => {
    setAnnouncement(`${nameAt(i)} removed.`);
    const next = fields[i + 1] ?? fields[i - 1];
    remove(i);
    focusAfterRender.current = next ? `cf-${next.id}-name` : null;
    if (!next) addButton.current?.focus();
  };

  return (
    <div>
      {fields.length === 0 && <p className={styles.hint}>{t`No custom fields.`}</p>}
      <ol className={styles.customFields}>
        {fields.map((field, index) => (
          <CustomFieldRow
            key={field.id}
            rowKey={field.id}
            index={index}
            count={fields.length}
            onMove={(to, button) => moveRow(index, to, button)}
            onRemove={() => removeRow(index)}
          />
        ))}
      </ol>
      {rootError && <p className={styles.error}>{errorSentence(t`Custom fields`, rootError)}</p>}
      <button ref={addButton} type="button" className={styles.secondaryButton} onClick={() => append(newCustomField())}>
        {t`Add custom field`}
      </button>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
