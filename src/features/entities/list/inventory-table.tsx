import { Link } from "react-router";
import { attachmentUrl } from "../../../api/client";
import type { EntityListItem } from "../../../api/contract";
import { LABELS, LIST_LABELS } from "../field-labels";
import styles from "./inventory.module.css";
import { paths } from "../../../app/paths";

/** One page of items and locations; each name links to the entity page. */
export function InventoryTable({ items, busy }: { items: EntityListItem[]; busy: boolean }) {
  return (
    <table className={styles.table} aria-busy={busy}>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Photo</span>
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
              <Link to={paths.entity(item.id)}>{item.name}</Link>
              {item.archived && <span className="badge"> Archived</span>}
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
