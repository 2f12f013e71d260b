import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ErrorText } from "../../../components/ui/error-text";
import { CreateEntityDialog } from "../create/create-entity-dialog";
import { entityQueries } from "../queries";
import { InventoryFilters } from "./inventory-filters";
import { InventoryTable } from "./inventory-table";
import styles from "./inventory.module.css";
import { PAGE_SIZE, toListParams } from "./list-url-state";
import { Pagination } from "./pagination";
import { useListFilters } from "./use-list-filters";
import { usePageTitle } from "../../../components/ui/use-page-title";

/** `/`: every item and location, filtered, sorted and paged by the service; the URL holds the view. */
export function InventoryPage() {
  const [filters, setFilters] = useListFilters();
  usePageTitle(filters.q ? `“${filters.q}”` : "Inventory");
  const [creating, setCreating] = useState(false);
  const [kind, setKind] = useState<"item" | "location">("item");
  const create = (what: "item" | "location") => {
    setKind(what);
    setCreating(true);
  };
  const qc = useQueryClient();
  // The previous page stays on screen while the next one loads, so the table never blinks empty.
  const list = useQuery({ ...entityQueries.list(toListParams(filters)), placeholderData: keepPreviousData });
  const pageCount = list.data ? Math.ceil(list.data.total / PAGE_SIZE) : 0;

  // Paging forward is the common move: have the next page ready before it is asked for.
  useEffect(() => {
    if (list.data && filters.page < pageCount) {
      void qc.prefetchQuery(entityQueries.list(toListParams(filters, filters.page + 1)));
    }
  }, [list.data, filters, pageCount, qc]);

  return (
    <section>
      <div className={styles.titleRow}>
        <h1>Inventory</h1>
        <div className={styles.titleActions}>
          <button type="button" onClick={() => create("location")}>
            New location
          </button>
          <button type="button" data-variant="primary" onClick={() => create("item")}>
            New item
          </button>
        </div>
      </div>
      <InventoryFilters filters={filters} onChange={setFilters} />
      <ErrorText error={list.error} />
      {list.data && list.data.total === 0 && (
        <p>{filters.q ? `Nothing matches “${filters.q}”.` : "Nothing here yet. Create the first item."}</p>
      )}
      {list.data && list.data.total > 0 && (
        <>
          <InventoryTable items={list.data.items} busy={list.isPlaceholderData} />
          <Pagination
            page={filters.page}
            pageCount={pageCount}
            total={list.data.total}
            capped={list.data.totalCapped}
            onPage={(page) => setFilters({ page })}
          />
        </>
      )}
      {list.isPending && <p>Loading…</p>}
      <CreateEntityDialog open={creating} onOpenChange={setCreating} defaults={{ kind }} />
    </section>
  );
}
