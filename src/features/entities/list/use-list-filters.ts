import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { changeFilters, filtersFromSearch, searchFromFilters, type ListFilters } from "./list-url-state";

/** The list's filters, read from and written to the URL (the only place they live). */
export function useListFilters(): [ListFilters, (change: Partial<ListFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => filtersFromSearch(params), [params]);
  // The router applies a new URL in a transition, a moment after the click: until it does, the controls show
  // what was chosen (a controlled checkbox would otherwise spring back and then tick).
  const [chosen, setChosen] = useState<{ over: URLSearchParams; filters: ListFilters } | null>(null);
  const filters = chosen?.over === params ? chosen.filters : fromUrl;
  const update = useCallback(
    (change: Partial<ListFilters>) => {
      const next = changeFilters(filters, change);
      setChosen({ over: params, filters: next });
      // Paging adds history entries (Back returns to the previous page); filter tweaks replace.
      setParams(searchFromFilters(next), { replace: !("page" in change) });
    },
    [filters, params, setParams],
  );
  return [filters, update];
}
