import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { ENTITY_ORDER_BY } from "../../../../contract/entity";
import { entityTypeQueries } from "../../entity-types";
import { tagQueries } from "../../tags";
import { LABELS, LIST_LABELS } from "../../../components/form/field-labels";
import { entityQueries } from "../../../api/entity-queries";
import { DEFAULT_FILTERS, type ListFilters } from "./list-url-state";
import { locationOptions } from "./location-options";
import styles from "./inventory.module.css";

// Getters: the labels are read in the active language.
const ORDER_LABELS: Record<ListFilters["orderBy"], string> = {
  get name() {
    return LABELS.name;
  },
  get createdAt() {
    return LIST_LABELS.createdAt;
  },
  get updatedAt() {
    return LIST_LABELS.updatedAt;
  },
  get assetId() {
    return LABELS.assetId;
  },
  get quantity() {
    return LABELS.quantity;
  },
  get purchasePrice() {
    return LABELS.purchasePrice;
  },
};

interface Props {
  filters: ListFilters;
  onChange: (change: Partial<ListFilters>) => void;
}

/** One value per facet in the UI; the URL and the service accept several. */
const one = (id: string) => (id ? [id] : []);

interface FacetProps {
  label: string;
  /** The first option, which clears the facet. */
  all: string;
  options: readonly { id: string; name: string }[] | undefined;
  value: readonly string[];
  onChange: (ids: string[]) => void;
}

/** A labelled select over one facet (type, tag, location) of the list. */
function FacetSelect({ label, all, options, value, onChange }: FacetProps) {
  return (
    <label className={styles.filter}>
      <span>{label}</span>
      <select value={value[0] ?? ""} onChange={(e) => onChange(one(e.target.value))}>
        <option value="">{all}</option>
        {options?.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function InventoryFilters({ filters, onChange }: Props) {
  const types = useQuery(entityTypeQueries.all());
  const tags = useQuery(tagQueries.all());
  const locations = useQuery({ ...entityQueries.tree(false), select: locationOptions });
  const isFiltered =
    filters.show !== DEFAULT_FILTERS.show ||
    filters.entityTypeIds.length + filters.tags.length + filters.locationIds.length > 0 ||
    filters.includeArchived ||
    filters.lent !== "" ||
    filters.lowStock;

  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{t`Filters and sorting`}</legend>
      <label className={styles.filter}>
        <span>{t`Show`}</span>
        <select value={filters.show} onChange={(e) => onChange({ show: e.target.value as ListFilters["show"] })}>
          <option value="items">{t`Items`}</option>
          <option value="locations">{t`Locations`}</option>
          <option value="all">{t`Items and locations`}</option>
        </select>
      </label>
      <FacetSelect
        label={LABELS.entityTypeId}
        all={t`All types`}
        options={types.data}
        value={filters.entityTypeIds}
        onChange={(ids) => onChange({ entityTypeIds: ids })}
      />
      <FacetSelect
        label={t`Tag`}
        all={t`All tags`}
        options={tags.data}
        value={filters.tags}
        onChange={(ids) => onChange({ tags: ids })}
      />
      <FacetSelect
        label={t`Location (with sub-locations)`}
        all={t`Anywhere`}
        options={locations.data}
        value={filters.locationIds}
        onChange={(ids) => onChange({ locationIds: ids })}
      />
      <label className={styles.filter}>
        <span>{t`Lending`}</span>
        <select value={filters.lent} onChange={(e) => onChange({ lent: e.target.value as ListFilters["lent"] })}>
          <option value="">{t`All`}</option>
          <option value="out">{t`Lent out`}</option>
          <option value="overdue">{t`Overdue`}</option>
        </select>
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={filters.includeArchived}
          onChange={(e) => onChange({ includeArchived: e.target.checked })}
        />
        {t`Include archived`}
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={filters.lowStock} onChange={(e) => onChange({ lowStock: e.target.checked })} />
        {t`Low on stock`}
      </label>
      <label className={styles.filter}>
        <span>{t`Sort by`}</span>
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
        <span>{t`Order`}</span>
        <select value={filters.order} onChange={(e) => onChange({ order: e.target.value as ListFilters["order"] })}>
          <option value="asc">{t`Ascending`}</option>
          <option value="desc">{t`Descending`}</option>
        </select>
      </label>
      {isFiltered && (
        <button
          type="button"
          onClick={() => onChange({ ...DEFAULT_FILTERS, q: filters.q, orderBy: filters.orderBy, order: filters.order })}
        >
          {t`Clear filters`}
        </button>
      )}
    </fieldset>
  );
}
