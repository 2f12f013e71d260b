import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type KeyboardEvent } from "react";
import { useDebouncedValue } from "../../../components/ui/use-debounced-value";
import type { EntityListItem } from "../../../api/contract";
import { entityQueries } from "../queries";
import styles from "./entity-picker.module.css";

export interface PickedEntity {
  id: string;
  name: string;
  isLocation: boolean;
}

interface Props {
  label: string;
  value: PickedEntity | null;
  onChange: (value: PickedEntity | null) => void;
  locationsOnly?: boolean;
  /** Entities that cannot be picked (the entity itself when choosing its parent). */
  excludeIds?: string[];
}

/**
 * Search-as-you-type choice of one entity (ARIA 1.2 combobox + listbox): type, arrow keys to move,
 * Enter to pick, Escape to close. The choice shows below with a Clear button.
 */
export function EntityPicker({ label, value, onChange, locationsOnly, excludeIds = [] }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(text.trim(), 200);
  const qc = useQueryClient();
  const searchFor = (value: string) =>
    entityQueries.list({ q: value || undefined, isLocation: locationsOnly || undefined, pageSize: 20 });
  const search = useQuery({
    ...searchFor(q),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const options = (search.data?.items ?? []).filter((e) => !excludeIds.includes(e.id));
  // Results of an older text are still on screen while the new ones load: Enter must not pick from them.
  const stale = q !== text.trim() || search.isPlaceholderData || search.isFetching;

  function choose(e: EntityListItem | undefined) {
    if (!e) return;
    onChange({ id: e.id, name: e.name, isLocation: e.isLocation });
    setOpen(false);
    setText("");
  }

  /** Typed fast and pressed Enter: wait for the results of the typed text and take the first. */
  async function chooseFirstFresh() {
    const result = await qc.fetchQuery(searchFor(text.trim()));
    choose(result.items.find((e) => !excludeIds.includes(e.id)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (options.length ? (a + step + options.length) % options.length : 0));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      if (stale) void chooseFirstFresh();
      else choose(options[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation(); // close the list, not the dialog around it
      setOpen(false);
    }
  }

  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {value && (
        <p className={styles.chosen}>
          Chosen: <strong>{value.name}</strong>{" "}
          <button type="button" onClick={() => onChange(null)} aria-label={`Clear ${label.toLowerCase()}`}>
            Clear
          </button>
        </p>
      )}
      <input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
        value={text}
        placeholder={value ? `Change from ${value.name}` : "Type to search"}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} options`}
        className={styles.list}
        hidden={!open}
        aria-busy={stale}
      >
        {options.map((e, i) => (
          <li
            key={e.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={styles.option}
            // mousedown, not click: picking must happen before the input's blur closes the list
            onMouseDown={(event) => {
              event.preventDefault();
              choose(e);
            }}
          >
            {e.name} <span className="muted">({e.entityType.name})</span>
          </li>
        ))}
        {open && search.data && options.length === 0 && <li className="muted">No match</li>}
      </ul>
    </div>
  );
}
