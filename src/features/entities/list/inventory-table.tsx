import { t } from "@lingui/core/macro";
import type { KeyboardEvent, Ref } from "react";
import { Link } from "react-router";
import { attachmentUrl } from "../../../api/client";
import type { EntityListItem } from "../../../api/contract";
import { LABELS, LIST_LABELS } from "../field-labels";
import styles from "./inventory.module.css";
import { paths } from "../../../app/paths";

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

/** One page of items and locations; each name links to the entity page. */
export function InventoryTable({ items, busy, ref }: Props) {
  return (
    <table ref={ref} className={styles.table} aria-busy={busy}>
      <thead>
        <tr>
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
        {items.map((item) => (
          <tr key={item.id}>
            <td className={styles.thumbCell}>
              {item.thumbnailId && (
                <img src={attachmentUrl(item.id, item.thumbnailId)} alt="" className={styles.thumb} loading="lazy" />
              )}
            </td>
            <td>
              <Link to={paths.entity(item.id)} onKeyDown={moveBetweenRows}>
                {item.name}
              </Link>
              {item.archived && <span className="badge"> {t`Archived`}</span>}
            </td>
            <td className={styles.mono}>{item.assetId}</td>
            <td>{item.entityType.name}</td>
            <td>{item.location?.name ?? ""}</td>
            <td>{item.tags.map((t) => t.name).join(", ")}</td>
            <td className={styles.num}>{item.quantity}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
