import { t } from "@lingui/core/macro";
import { useState } from "react";
import { Controller, useFormContext } from "react-hook-form";
import type { TagSummary } from "../../../contract/tag";
import { errorSentence, useFieldError } from "./field-error";
import type { EntityFormValues } from "./form-schema";
import { LABELS } from "./field-labels";
import styles from "./form.module.css";

const FILTER_FROM = 12; // below this many tags a filter box is clutter

/** Tags as a group of checkboxes, with a filter when there are many. Unknown ids are kept, not dropped. */
export function TagPicker({ tags }: { tags: readonly TagSummary[] }) {
  const { control } = useFormContext<EntityFormValues>();
  const [filter, setFilter] = useState("");
  const error = useFieldError("tagIds");
  const shown = tags.filter((t) => t.name.toLowerCase().includes(filter.trim().toLowerCase()));

  return (
    <Controller
      control={control}
      name="tagIds"
      render={({ field }) => (
        <fieldset className={styles.tags} aria-describedby={error ? "tagIds-error" : undefined}>
          <legend className={styles.label}>{LABELS.tagIds}</legend>
          {tags.length >= FILTER_FROM && (
            <input
              type="search"
              aria-label={t`Filter tags`}
              placeholder={t`Filter tags`}
              className={styles.input}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          )}
          {tags.length === 0 && <p className={styles.hint}>{t`No tags yet.`}</p>}
          <div className={styles.tagList}>
            {shown.map((tag) => {
              const checked = field.value.includes(tag.id);
              return (
                <label key={tag.id} className={styles.tag}>
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() =>
                      field.onChange(checked ? field.value.filter((id) => id !== tag.id) : [...field.value, tag.id])
                    }
                  />
                  {tag.name}
                </label>
              );
            })}
          </div>
          {error && (
            <p id="tagIds-error" className={styles.error}>
              {errorSentence(LABELS.tagIds, error)}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}
