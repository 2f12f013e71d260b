import { t } from "@lingui/core/macro";
import { useId, type Ref } from "react";
import { describedBy, FieldNotes } from "../ui/field-notes";
import { EntityPathName } from "./entity-path-name";
import { EntityThumb } from "./entity-thumb";
import { whereLine } from "./location-path";
import type { PickedEntity } from "./picked-entity";
import { useEntitySearch } from "./use-entity-search";
import styles from "./entity-picker.module.css";
import { entityTypeName } from "../../i18n/built-in-names";

export type { PickedEntity } from "./picked-entity";

interface Props {
  label: string;
  value: PickedEntity | null;
  onChange: (value: PickedEntity | null) => void;
  locationsOnly?: boolean;
  /** Entities that cannot be picked (the entity itself when choosing its parent). */
  excludeIds?: string[];
  /**
   * "below" (dialogs): the choice shows under the label with a Clear button, the field is for searching.
   * "in-field" (the edit form): the field itself shows the choice while closed, Clear beside it.
   */
  choiceShown?: "below" | "in-field";
  hint?: string;
  /** A whole sentence, shown under the field and announced with it. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** The one entity picker, a search-as-you-type ARIA 1.2 combobox whose Enter never picks a stale result. */
export function EntityPicker(props: Props) {
  const { label, value, onChange, choiceShown = "below", hint, error, inputRef } = props;
  const id = useId();
  const listId = `${id}-list`;
  const inField = choiceShown === "in-field";
  const s = useEntitySearch({
    onChange,
    locationsOnly: props.locationsOnly,
    excludeIds: props.excludeIds ?? [],
    clearTextOnClose: inField,
  });
  const clear = value && (
    <button type="button" onClick={() => onChange(null)} aria-label={t`Clear ${label.toLowerCase()}`}>
      {t`Clear`}
    </button>
  );

  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {value && !inField && (
        <p className={styles.chosen}>
          {t`Chosen:`}{" "}
          <strong>
            <EntityPathName id={value.id} name={value.name} />
          </strong>{" "}
          {clear}
        </p>
      )}
      <div className={styles.combo}>
        <div className={styles.row}>
          <input
            id={id}
            ref={inputRef}
            role="combobox"
            aria-expanded={s.open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={s.open && s.options[s.active] ? `${listId}-${s.active}` : undefined}
            {...describedBy(id, hint, error)}
            value={inField && !s.open ? (value?.name ?? "") : s.text}
            placeholder={value && !inField ? t`Change from ${value.name}` : t`Type to search`}
            autoComplete="off"
            onChange={(e) => s.onTextChange(e.target.value)}
            onFocus={s.onFocus}
            onBlur={s.onBlur}
            onKeyDown={s.onKeyDown}
          />
          {inField && clear}
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label={`${label} options`}
          className={styles.list}
          hidden={!s.open}
          aria-busy={s.stale}
        >
          {s.options.map((e, i) => {
            // The path tells apart two entities of one name (two "Shelf A" in two rooms).
            const where = whereLine(e);
            return (
              <li
                key={e.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === s.active}
                className={styles.option}
                // mousedown, not click: picking must happen before the input's blur closes the list
                onMouseDown={(event) => {
                  event.preventDefault();
                  s.choose(e);
                }}
              >
                <EntityThumb entity={e} size={32} />
                <span>
                  {e.name}{" "}
                  <span className="muted">
                    ({entityTypeName(e.entityType)}){where ? ` ${t`in ${where}`}` : ""}
                  </span>
                </span>
              </li>
            );
          })}
          {s.open && s.searched && s.options.length === 0 && (
            <li role="option" aria-disabled="true" aria-selected={false} className="muted">
              {t`No match`}
            </li>
          )}
        </ul>
      </div>
      <FieldNotes id={id} hint={hint} error={error} classNames={{ hint: styles.hint, error: styles.error }} />
    </div>
  );
}
