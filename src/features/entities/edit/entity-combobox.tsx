import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState, type KeyboardEvent, type Ref } from "react";
import type { EntityListItem } from "../../../api/contract";
import { entityQueries } from "../queries";
import { describedBy } from "./fields";
import type { PickedEntity } from "./form-schema";
import { useDebounced } from "./use-debounced";
import styles from "./entity-edit-page.module.css";

interface Props {
  id?: string;
  label: string;
  value: PickedEntity | null;
  onChange(value: PickedEntity | null): void;
  /** true: locations only (the "stored at" picker); undefined: locations and items. */
  locationsOnly?: boolean;
  /** The entity being edited: it cannot be its own parent. */
  excludeId?: string;
  hint?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A search-as-you-type picker (ARIA 1.2 combobox with a listbox popup) over `GET /v1/entities?q=`.
 * Arrow keys move, Enter picks, Escape closes and keeps the current choice.
 */
export function EntityCombobox({
  id: givenId,
  label,
  value,
  onChange,
  locationsOnly,
  excludeId,
  hint,
  error,
  inputRef,
}: Props) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const listId = `${id}-options`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const q = useDebounced(query.trim(), 200);
  const search = useQuery({
    ...entityQueries.list({ q: q || undefined, isLocation: locationsOnly || undefined, pageSize: 20 }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const options = (search.data?.items ?? []).filter((e) => e.id !== excludeId);

  const pick = (e: EntityListItem) => {
    onChange({ id: e.id, name: e.name, isLocation: e.isLocation });
    setOpen(false);
    setQuery("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (options.length ? (i + step + options.length) % options.length : 0));
    } else if (event.key === "Enter" && open) {
      event.preventDefault(); // picking must not submit the form
      const chosen = options[active];
      if (chosen) pick(chosen);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setQuery("");
    }
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.comboRow}>
        <div className={styles.combo}>
          <input
            id={id}
            ref={inputRef}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
            autoComplete="off"
            className={styles.input}
            placeholder={value ? undefined : "Type to search"}
            value={open ? query : (value?.name ?? "")}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              setQuery("");
            }}
            onKeyDown={onKeyDown}
            {...describedBy(id, hint, error)}
          />
          <ul id={listId} role="listbox" aria-label={label} className={styles.listbox} hidden={!open}>
            {options.map((e, i) => (
              <li
                key={e.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? styles.optionActive : styles.option}
                // mousedown, not click: picking must happen before the input's blur closes the list
                onMouseDown={(ev) => {
                  ev.preventDefault();
                  pick(e);
                }}
              >
                {e.name}
                <span className={styles.optionMeta}>
                  {e.isLocation ? " · location" : " · item"}
                  {e.location && e.location.id !== e.id ? ` · in ${e.location.name}` : ""}
                </span>
              </li>
            ))}
            {search.isSuccess && options.length === 0 && (
              <li role="option" aria-disabled="true" aria-selected={false} className={styles.optionMeta}>
                Nothing found
              </li>
            )}
          </ul>
        </div>
        {value && (
          <button
            type="button"
            className={styles.secondaryButton}
            aria-label={`Clear ${label}`}
            onClick={() => onChange(null)}
          >
            Clear
          </button>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
