import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import MapPin from "lucide-react/icons/map-pin";
import Package from "lucide-react/icons/package";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCanWrite } from "../../auth";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { LIST_SEARCH_SUBMIT, type ListSearchSubmit } from "../../../components/ui/keyboard";
import { ErrorText } from "../../../components/ui/error-text";
import { CreateEntityDialog } from "../create/create-entity-dialog";
import { entityQueries } from "../../../api/entity-queries";
import { InventoryFilters } from "./inventory-filters";
import { firstRowLink, InventoryTable } from "./inventory-table";
import styles from "./inventory.module.css";
import { PAGE_SIZE, toListParams } from "./list-url-state";
import { Pagination } from "./pagination";
import { useListFilters } from "./use-list-filters";
import { usePageTitle } from "../../../components/ui/use-page-title";
import { paths } from "../../../routing/paths";
import { SelectAllMatching } from "../../bulk";

/**
 * `/`: the items (locations have their own view; the Show filter brings them in), filtered, sorted and paged
 * by the service; the URL holds the view.
 */
export function InventoryPage() {
  const canWrite = useCanWrite();
  const [filters, setFilters] = useListFilters();
  usePageTitle(filters.q ? `“${filters.q}”` : t`Inventory`);
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
  const filtered =
    filters.show !== "items" ||
    filters.q.trim() !== "" ||
    filters.entityTypeIds.length > 0 ||
    filters.tags.length > 0 ||
    filters.locationIds.length > 0;
  // No items yet: the page leads with the first steps instead of an empty table, told apart by whether
  // the group has locations already (then the next step is an item, and the locations are elsewhere).
  const noItems = list.data?.total === 0 && !filtered;
  const locations = useQuery({ ...entityQueries.list({ isLocation: true, pageSize: 1 }), enabled: noItems });
  const onlyLocations = noItems && (locations.data?.total ?? 0) > 0;
  const empty = noItems && locations.isSuccess && !onlyLocations;
  const newItem = (
    <button type="button" data-variant="primary" onClick={() => create("item")}>
      <Package size={16} aria-hidden="true" className="icon" /> {t`New item`}
    </button>
  );
  const newButtons = (
    <>
      <button type="button" onClick={() => create("location")}>
        <MapPin size={16} aria-hidden="true" className="icon" /> {t`New location`}
      </button>
      {newItem}
    </>
  );

  // Paging forward is the common move: have the next page ready before it is asked for.
  useEffect(() => {
    if (list.data && filters.page < pageCount) {
      void qc.prefetchQuery(entityQueries.list(toListParams(filters, filters.page + 1)));
    }
  }, [list.data, filters, pageCount, qc]);

  // Enter in the header search acts only once the list shows that search's results.
  const submitted = useRef<string | null>(null);
  const [submits, setSubmits] = useState(0);
  const table = useRef<HTMLTableElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const onSubmit = (event: Event) => {
      submitted.current = (event as ListSearchSubmit).detail.q.trim();
      setSubmits((n) => n + 1);
    };
    window.addEventListener(LIST_SEARCH_SUBMIT, onSubmit);
    return () => window.removeEventListener(LIST_SEARCH_SUBMIT, onSubmit);
  }, []);
  useEffect(() => {
    const q = submitted.current;
    if (q === null || q !== filters.q.trim() || !list.data || list.isPlaceholderData) return;
    submitted.current = null;
    const only = list.data.total === 1 ? list.data.items[0] : undefined;
    if (only) void navigate(paths.entity(only.id));
    else firstRowLink(table.current?.tBodies[0]?.rows[0])?.focus();
  }, [submits, filters.q, list.data, list.isPlaceholderData, navigate]);

  return (
    <section>
      <div className={styles.titleRow}>
        <h1>{t`Inventory`}</h1>
        {!noItems && canWrite && <div className={styles.titleActions}>{newButtons}</div>}
      </div>
      <InventoryFilters filters={filters} onChange={setFilters} />
      <ErrorText error={list.error} />
      {list.data && list.data.total === 0 && filtered && (
        <p>{filters.q.trim() ? t`Nothing matches “${filters.q}”.` : <Trans>Nothing matches these filters.</Trans>}</p>
      )}
      {onlyLocations && (
        <div className={styles.empty}>
          <p>
            <Trans>
              There are locations, but no items yet. Add an item and put it in one of them; the locations themselves are
              in the <Link to={paths.locations()}>Locations view</Link>.
            </Trans>
          </p>
          {canWrite && <div className={styles.titleActions}>{newItem}</div>}
        </div>
      )}
      {empty && (
        <div className={styles.empty}>
          <p>
            <Trans>Nothing here yet. Start with a location (a room, a shelf, a box), then put items in it.</Trans>
          </p>
          {canWrite && <div className={styles.titleActions}>{newButtons}</div>}
          <p className="muted">
            <Trans>
              Got a barcode? Press Scan at the top, or scan with a USB scanner on any page: the product is looked up and
              you can create the item from it.
            </Trans>
          </p>
        </div>
      )}
      {list.data && list.data.total > 0 && (
        <>
          <SelectAllMatching
            total={list.data.total}
            capped={list.data.totalCapped ?? false}
            loadPage={(page, pageSize) =>
              qc.fetchQuery(entityQueries.list({ ...toListParams(filters, page), pageSize }))
            }
          />
          <InventoryTable ref={table} items={list.data.items} busy={list.isPlaceholderData} />
          <Pagination
            page={filters.page}
            pageCount={pageCount}
            total={list.data.total}
            capped={list.data.totalCapped}
            onPage={(page) => setFilters({ page })}
          />
        </>
      )}
      {list.isPending && <p>{t`Loading…`}</p>}
      <CreateEntityDialog open={creating} onOpenChange={setCreating} defaults={{ kind }} />
    </section>
  );
}
