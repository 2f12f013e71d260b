import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { changeFilters, filtersFromSearch, searchFromFilters, type ListFilters } from "./list-url-state";

/** The list's filters, read from and written to the URL (the only place they live). */
export function useListFilters(): [ListFilters, (change: Partial<ListFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const update = useCallback(
    (change: Partial<ListFilters>) =>
      // Paging adds history entries (Back returns to the previous page); filter tweaks replace.
      setParams(searchFromFilters(changeFilters(filters, change)), { replace: !("page" in change) }),
    [filters, setParams],
  );
  return [filters, update];
}
