import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type KeyboardEvent } from "react";
import type { EntityListItem } from "../../../contract/entity";
import { useDebouncedValue } from "../ui/use-debounced-value";
import { entityQueries } from "../../api/entity-queries";
import type { PickedEntity } from "./picked-entity";

interface Options {
  onChange: (value: PickedEntity) => void;
  locationsOnly?: boolean;
  excludeIds: readonly string[];
  /** Escape and leaving the field also drop the typed text (when the field shows the choice itself). */
  clearTextOnClose: boolean;
}

/**
 * The state and keys of a search-as-you-type entity choice: the typed text, the debounced search, the
 * active option, and Enter that never picks from the results of an older text.
 */
export function useEntitySearch({ onChange, locationsOnly, excludeIds, clearTextOnClose }: Options) {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(text.trim(), 200);
  const qc = useQueryClient();
  const searchFor = (value: string) =>
    entityQueries.list({
      q: value || undefined,
      match: "words",
      withPaths: true,
      isLocation: locationsOnly ? true : "any",
      pageSize: 20,
    });
  const search = useQuery({ ...searchFor(q), enabled: open, placeholderData: keepPreviousData });
  const options = (search.data?.items ?? []).filter((e) => !excludeIds.includes(e.id));
  // Results of an older text are still on screen while the new ones load: Enter must not pick from them.
  const stale = q !== text.trim() || search.isPlaceholderData || search.isFetching;

  function close() {
    setOpen(false);
    if (clearTextOnClose) setText("");
  }

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
      event.preventDefault(); // picking must not submit the form around the picker
      if (stale) void chooseFirstFresh();
      else choose(options[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation(); // close the list, not the dialog around it
      close();
    }
  }

  function onTextChange(value: string) {
    setText(value);
    setOpen(true);
    setActive(0);
  }

  return {
    text,
    open,
    active,
    options,
    stale,
    searched: search.isSuccess,
    choose,
    onKeyDown,
    onTextChange,
    onFocus: () => setOpen(true),
    onBlur: close,
  };
}
