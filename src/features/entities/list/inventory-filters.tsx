import { useQuery } from "@tanstack/react-query";
import { ENTITY_ORDER_BY } from "../../../api/contract";
import { entityQueries, entityTypeQueries, tagQueries } from "../queries";
import { DEFAULT_FILTERS, type ListFilters } from "./list-url-state";
import styles from "./inventory.module.css";

const ORDER_LABELS: Record<ListFilters["orderBy"], string> = {
  name: "Name",
  createdAt: "Created",
  updatedAt: "Last changed",
  assetId: "Asset ID",
  quantity: "Quantity",
  purchasePrice: "Purchase price",
};

interface Props {
  filters: ListFilters;
  onChange: (change: Partial<ListFilters>) => void;
}

/** One value per facet in the UI; the URL and the service accept several. */
const one = (id: string) => (id ? [id] : []);

export function InventoryFilters({ filters, onChange }: Props) {
  const types = useQuery(entityTypeQueries.all());
  const tags = useQuery(tagQueries.all());
  const locations = useQuery(entityQueries.locations());
  const isFiltered =
    filters.entityTypeIds.length + filters.tags.length + filters.locationIds.length > 0 || filters.includeArchived;

  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">Filters and sorting</legend>
      <label className={styles.filter}>
        <span>Type</span>
        <select
          value={filters.entityTypeIds[0] ?? ""}
          onChange={(e) => onChange({ entityTypeIds: one(e.target.value) })}
        >
          <option value="">All types</option>
          {types.data?.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filter}>
        <span>Tag</span>
        <select value={filters.tags[0] ?? ""} onChange={(e) => onChange({ tags: one(e.target.value) })}>
          <option value="">All tags</option>
          {tags.data?.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filter}>
        <span>Location (with sub-locations)</span>
        <select value={filters.locationIds[0] ?? ""} onChange={(e) => onChange({ locationIds: one(e.target.value) })}>
          <option value="">Anywhere</option>
          {locations.data?.items.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={filters.includeArchived}
          onChange={(e) => onChange({ includeArchived: e.target.checked })}
        />
        Include archived
      </label>
      <label className={styles.filter}>
        <span>Sort by</span>
        <select
          value={filters.orderBy}
          onChange={(e) => onChange({ orderBy: e.target.value as ListFilters["orderBy"] })}
        >
          {ENTITY_ORDER_BY.map((key) => (
            <option key={key} value={key}>
              {ORDER_LABELS[key]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filter}>
        <span>Order</span>
        <select value={filters.order} onChange={(e) => onChange({ order: e.target.value as ListFilters["order"] })}>
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </select>
      </label>
      {isFiltered && (
        <button
          type="button"
          onClick={() => onChange({ ...DEFAULT_FILTERS, q: filters.q, orderBy: filters.orderBy, order: filters.order })}
        >
          Clear filters
        </button>
      )}
    </fieldset>
  );
}
