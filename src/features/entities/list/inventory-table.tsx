import { LentBadge } from "../../lending";
import { useLingui } from "@lingui/react/macro";
import { useMemo, type KeyboardEvent, type Ref } from "react";
import { Link } from "react-router";
import MapPin from "lucide-react/icons/map-pin";
import Package from "lucide-react/icons/package";
import type { EntityListItem } from "../../../../contract/entity";
import { SelectCheckbox, toSelectedEntity, useRangeSelection } from "../../bulk";
import { EntityThumb } from "../../../components/form/entity-thumb";
import { LABELS, LIST_LABELS } from "../../../components/form/field-labels";
import { whereLine } from "../../../components/form/location-path";
import styles from "./inventory.module.css";
import { paths } from "../../../routing/paths";
import { entityTypeName } from "../../../i18n/built-in-names";

interface Props {
  items: EntityListItem[];
  busy: boolean;
  ref?: Ref<HTMLTableElement>;
}

/** ↑/↓ on a row's link move the focus to the link of the row above or below (Enter then opens it). */
function moveBetweenRows(event: KeyboardEvent<HTMLAnchorElement>) {
  const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
  const row = event.currentTarget.closest("tr");
  if (step === 0 || !row || event.altKey || event.ctrlKey || event.metaKey) return;
  const next = (row.parentElement as HTMLTableSectionElement).rows[row.sectionRowIndex + step];
  if (!next) return;
  event.preventDefault();
  firstRowLink(next)?.focus();
}

/** The link that opens a row's entity (its name). */
export const firstRowLink = (row: HTMLTableRowElement | undefined) => row?.querySelector<HTMLAnchorElement>("a[href]");

/** One page of items (and locations when asked); on a phone the same rows are cards (`data-label`), so keys and links work alike. */
export function InventoryTable({ items, busy, ref }: Props) {
  const { t } = useLingui();
  const selection = useRangeSelection(useMemo(() => items.map(toSelectedEntity), [items]));
  return (
    <table ref={ref} className={styles.table} aria-busy={busy}>
      <thead>
        <tr>
          <th scope="col" className={styles.selectCell}>
            <SelectCheckbox
              label={t`Select all on this page`}
              checked={selection.all}
              mixed={selection.some}
              onToggle={selection.togglePage}
            />
          </th>
          <th scope="col">
            <span className="visually-hidden">{t`Photo`}</span>
          </th>
          <th scope="col">{LABELS.name}</th>
          <th scope="col">{LABELS.assetId}</th>
          <th scope="col">{LABELS.entityTypeId}</th>
          <th scope="col">{LIST_LABELS.location}</th>
          <th scope="col">{LABELS.tagIds}</th>
          <th scope="col" className={styles.num}>
            {LABELS.quantity}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={item.id}>
            <td className={styles.selectCell}>
              <SelectCheckbox
                label={t`Select ${item.name}`}
                checked={selection.isSelected(item.id)}
                onToggle={(shiftKey) => selection.toggle(index, shiftKey)}
              />
            </td>
            <td className={styles.thumbCell}>
              <EntityThumb
                entity={item}
                size={40}
                fallback={
                  item.isLocation ? <MapPin size={20} aria-hidden="true" /> : <Package size={20} aria-hidden="true" />
                }
              />
            </td>
            <td className={styles.nameCell}>
              <Link to={paths.entity(item.id)} onKeyDown={moveBetweenRows}>
                {item.name}
              </Link>
              {item.archived && <span className="badge"> {t`Archived`}</span>} <LentBadge checkout={item.checkout} />
            </td>
            <td className={styles.mono} data-label={LABELS.assetId}>
              {item.assetId}
            </td>
            <td className={styles.typeCell}>{entityTypeName(item.entityType)}</td>
            <td data-label={LIST_LABELS.location}>{whereLine(item)}</td>
            <td data-label={LABELS.tagIds}>{item.tags.map((t) => t.name).join(", ")}</td>
            {/* A location is a place, not a count of something. */}
            <td className={styles.num} data-label={LABELS.quantity}>
              {item.isLocation ? "" : item.quantity}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
